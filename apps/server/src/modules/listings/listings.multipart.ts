import { ATTACHMENT_RULES, PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** The bytes kept: the whole file, or only its first `cap` bytes when it is larger than any rule allows. */
  buffer: Buffer;
  /** The real size of the upload. */
  size: number;
}

export interface ListingUpload {
  fields: Map<string, string[]>;
  images: UploadedFile[];
  attachments: UploadedFile[];
}

/** Beyond this a file is refused outright (413); below it an oversized photo or PDF gets its message ("File exceeds 2 MB.", docs/requirements/wire.md#R-W7). */
const HARD_FILE_LIMIT = 25 * 1024 * 1024;

const IMAGE_FIELDS = new Set(['images[]', 'images']);
const ATTACHMENT_FIELDS = new Set(['attachments[]', 'attachments']);

/**
 * Reads the whole multipart body before anything is decided: text parts by name, photos and PDFs
 * buffered up to one byte over their limit (enough to judge type and size without holding a huge file).
 */
export async function readListingUpload(request: FastifyRequest): Promise<ListingUpload> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the listing as multipart/form-data.');
  }
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('BAD_REQUEST', MULTIPART_MESSAGES.noBoundary);
  }
  try {
    return await readParts(request);
  } catch (error) {
    // The parser's own errors (a body cut short, broken part headers) carry no status: the client sent them.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', MULTIPART_MESSAGES.broken);
  }
}

export const MULTIPART_MESSAGES = {
  noBoundary: 'Send the listing as multipart/form-data with a boundary.',
  broken:
    'The upload ended before the form was complete or is not valid multipart/form-data. Please send it again.',
} as const;

async function readParts(request: FastifyRequest): Promise<ListingUpload> {
  const upload: ListingUpload = { fields: new Map(), images: [], attachments: [] };
  const parts = request.parts({
    limits: { fields: 1500, fieldSize: 200_000, files: 45, fileSize: HARD_FILE_LIMIT, parts: 1600 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      upload.fields.set(part.fieldname, [...(upload.fields.get(part.fieldname) ?? []), value]);
      continue;
    }
    const target = IMAGE_FIELDS.has(part.fieldname)
      ? upload.images
      : ATTACHMENT_FIELDS.has(part.fieldname)
        ? upload.attachments
        : null;
    const cap = target === upload.images ? PHOTO_RULES.maxBytes + 1 : ATTACHMENT_RULES.maxBytes + 1;
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (target && kept < cap) {
        const piece = chunk.subarray(0, cap - kept);
        chunks.push(piece);
        kept += piece.length;
      }
    }
    // A file part under an unknown name is read (the stream must be drained) and ignored.
    if (target) {
      target.push({
        filename: part.filename || 'file',
        mimetype: part.mimetype,
        buffer: Buffer.concat(chunks),
        size,
      });
    }
  }
  return upload;
}
