import { ATTACHMENT_RULES, PHOTO_RULES } from '@innkeep/contract/listings-uploads';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { drainFilePart, HARD_FILE_LIMIT, readMultipart } from '../../lib/multipart.ts';

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

// Below HARD_FILE_LIMIT an oversized photo or PDF gets its message ("File exceeds 2 MB.", docs/requirements/wire.md#R-W7).

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
  return readMultipart(request, MULTIPART_MESSAGES, readParts);
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
    const { buffer, size } = await drainFilePart(part.file, target ? cap : 0);
    // A file part under an unknown name is read (the stream must be drained) and ignored.
    if (target) target.push({ filename: part.filename || 'file', mimetype: part.mimetype, buffer, size });
  }
  return upload;
}
