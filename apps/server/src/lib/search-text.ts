import type { AdminListParams, PageMeta } from '@innkeep/contract/admin';
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` in a search text are literal characters, not LIKE wildcards. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An admin list's free-text search: `q` found anywhere in any of `columns`, case-insensitively. */
export function matchesText(columns: PgColumn[], q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** One page of an admin list (`?page=&per_page=&q=`). */
export interface PageRequest {
  page: number;
  perPage: number;
  q?: string;
}

export const offsetOf = (req: PageRequest) => (req.page - 1) * req.perPage;

/** The request of a list's validated query (`AdminListQuery`). */
export const pageOf = (q: AdminListParams): PageRequest => ({ page: q.page, perPage: q.per_page, q: q.q });

/** One page of a list as it is answered: `{ data, meta: { page, per_page, total } }`. */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}
export const pageMeta = (req: PageRequest, total: number): PageMeta => ({
  page: req.page,
  per_page: req.perPage,
  total,
});
