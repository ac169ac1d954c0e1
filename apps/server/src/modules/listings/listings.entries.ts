import { LIST_MESSAGES } from '@innkeep/contract/listings-constants';
import type { ExistingImageEntry, ReadListingMultipart } from '@innkeep/contract/listings-multipart-read';
import {
  ATTACHMENT_MESSAGES,
  attachmentProblem,
  isSameUpload,
  PHOTO_MESSAGES,
  photoMessage,
} from '@innkeep/contract/listings-uploads';
import { checkListingPhoto } from '../images/images.service.ts';
import type { UploadedFile } from './listings.multipart.ts';
import type { AttachmentRow, ImageRow } from './listings.repository.ts';

/** Field errors collected from every check of a save, each message once. */
export class Problems {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    const list = this.errors[field] ?? [];
    if (!list.includes(message)) this.errors[field] = [...list, message];
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

export interface ImageEntry {
  id?: number;
  name: string;
  size: number;
  position: number;
  image_sequences: string;
  vrbo_caption: string;
  engine_caption: string;
  upload?: UploadedFile;
}
export interface AttachmentEntry {
  id?: number;
  name: string;
  size: number;
  attachments_file_name: string;
  attachments_is_public: boolean;
  upload?: UploadedFile;
}

type Read = ReadListingMultipart<UploadedFile>;
const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** The photos after the save: kept ones (by id, of this listing only) and new uploads, in the order asked for. */
export function mergeImages(read: Read, oldImages: ImageRow[], problems: Problems): ImageEntry[] {
  const oldImageById = new Map(oldImages.map((i) => [i.id, i]));
  const kept: ExistingImageEntry[] =
    read.existingImages ??
    oldImages.map((i) => ({
      id: i.id,
      position: i.position,
      image_sequences: i.channelCaption ?? '',
      vrbo_caption: i.vrboCaption ?? '',
      engine_caption: i.engineCaption ?? '',
    }));
  if (kept.some((k) => !oldImageById.has(k.id)) || new Set(kept.map((k) => k.id)).size !== kept.length) {
    problems.add('images', LIST_MESSAGES.photos);
  }
  return [
    ...kept.flatMap((k) => {
      const row = oldImageById.get(k.id);
      return row
        ? [
            {
              id: row.id,
              name: row.originalName,
              size: row.sizeBytes,
              position: k.position,
              image_sequences: k.image_sequences ?? '',
              vrbo_caption: k.vrbo_caption ?? '',
              engine_caption: k.engine_caption ?? '',
            },
          ]
        : [];
    }),
    ...read.newImages.map((n) => ({ ...n, name: n.upload.filename, size: n.upload.size })),
  ].sort((a, b) => a.position - b.position);
}

/** The attachments after the save: kept ones with their new name and visibility, then new uploads. */
export function mergeAttachments(
  read: Read,
  oldAttachments: AttachmentRow[],
  problems: Problems,
): AttachmentEntry[] {
  const oldAttachmentById = new Map(oldAttachments.map((a) => [a.id, a]));
  const keptAttachments =
    read.existingAttachments ??
    oldAttachments.map((a) => ({
      id: a.id,
      attachments_file_name: a.fileName,
      attachments_is_public: a.isPublic,
    }));
  if (keptAttachments.some((k) => !oldAttachmentById.has(k.id)))
    problems.add('attachments', 'Invalid attachment list');
  return [
    ...keptAttachments.flatMap((k) => {
      const row = oldAttachmentById.get(k.id);
      return row
        ? [
            {
              id: row.id,
              name: row.originalName,
              size: row.sizeBytes,
              attachments_file_name: k.attachments_file_name || row.fileName,
              attachments_is_public: k.attachments_is_public,
            },
          ]
        : [];
    }),
    ...read.newAttachments.map((n) => ({
      ...n,
      name: n.upload.filename,
      size: n.upload.size,
      attachments_file_name: n.attachments_file_name || withoutExtension(n.upload.filename),
    })),
  ];
}

/** File content and duplicates, reported even when other fields are wrong. */
export async function checkUploads(images: ImageEntry[], attachments: AttachmentEntry[], problems: Problems) {
  for (const [i, entry] of images.entries()) {
    if (!entry.upload) continue;
    const check = await checkListingPhoto(entry.upload.buffer, entry.upload.size);
    if (!check.ok) problems.add('images', photoMessage(check.problem, entry.upload.filename));
    if (images.some((other, j) => j !== i && isSameUpload(other, entry)))
      problems.add('images', PHOTO_MESSAGES.duplicate);
  }
  for (const [i, entry] of attachments.entries()) {
    if (!entry.upload) continue;
    const problem = attachmentProblem(entry.upload.buffer, entry.upload.size);
    if (problem) problems.add('attachments', ATTACHMENT_MESSAGES[problem](entry.upload.filename));
    if (attachments.some((other, j) => j !== i && isSameUpload(other, entry))) {
      problems.add('attachments', ATTACHMENT_MESSAGES.duplicate);
    }
  }
}
