import { create } from 'content-disposition';

/**
 * The one way to name a file in a reply: RFC 6266 with the RFC 5987 `filename*=UTF-8''…` form for
 * names beyond ASCII (`résumé 🏠.pdf`) and an ASCII fallback for old clients. A raw non-ASCII name in
 * a header makes Node throw ERR_INVALID_CHAR after the handler has returned.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  return create(fileName, { type });
}
