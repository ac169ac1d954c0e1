import { BLOG_IMAGE_RULES } from '@innkeep/contract/admin';
import type { FastifyRequest } from 'fastify';
import { drainFilePart, HARD_FILE_LIMIT, readMultipart } from '../../lib/multipart.ts';
import type { BlogForm } from '../content/content.admin-blogs.service.ts';

/**
 * Reads an admin form sent as multipart/form-data (text parts by name, the first file; later files are
 * drained and ignored, as docs/requirements/wire.md#R-W3 uses only the first chosen file) or as JSON (no file).
 */
export async function readForm(request: FastifyRequest): Promise<BlogForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {},
      file: null,
    };
  }
  return readMultipart(
    request,
    {
      noBoundary: 'Send the form as multipart/form-data with a boundary.',
      broken: 'The form is not valid multipart/form-data. Please send it again.',
    },
    readParts,
  );
}

async function readParts(request: FastifyRequest): Promise<BlogForm> {
  const form: BlogForm = { fields: {}, file: null };
  const cap = BLOG_IMAGE_RULES.maxBytes + 1;
  const parts = request.parts({
    limits: { fields: 20, fieldSize: 100_000, files: 5, fileSize: HARD_FILE_LIMIT, parts: 30 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      // The first value of a repeated name wins, like the first chosen file.
      if (!(part.fieldname in form.fields)) form.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const keep = part.fieldname === 'image' && !form.file;
    const { buffer, size } = await drainFilePart(part.file, keep ? cap : 0);
    // An empty file part is what a browser sends when no file was chosen: no new file.
    if (keep && size > 0) form.file = { filename: part.filename || 'file', buffer, size };
  }
  return form;
}

/** Multipart text parts become the body, so one schema validates a form sent either way (multipart on the wire, docs/requirements/wire.md#R-W1). */
export async function formToBody(request: FastifyRequest) {
  if (request.isMultipart()) request.body = (await readForm(request)).fields;
}
