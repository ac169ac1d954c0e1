import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Beyond this a file is refused outright (413); below it an oversized file gets its field's 422 message. */
export const HARD_FILE_LIMIT = 25 * 1024 * 1024;

/**
 * Reads a multipart/form-data body with `readParts`: a body without a boundary is refused with `noBoundary`,
 * and the parser's own errors (a body cut short, broken part headers), which carry no status, with `broken`.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  messages: { noBoundary: string; broken: string },
  readParts: (request: FastifyRequest) => Promise<T>,
): Promise<T> {
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('BAD_REQUEST', messages.noBoundary);
  }
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', messages.broken);
  }
}

/**
 * Reads a file part to its end (the stream must be drained) and keeps its first `cap` bytes: one byte over a
 * rule's limit is enough to judge type and size without holding a huge file; 0 keeps nothing.
 */
export async function drainFilePart(
  file: AsyncIterable<Buffer>,
  cap: number,
): Promise<{ buffer: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (kept < cap) {
      const piece = chunk.subarray(0, cap - kept);
      chunks.push(piece);
      kept += piece.length;
    }
  }
  return { buffer: Buffer.concat(chunks), size };
}
