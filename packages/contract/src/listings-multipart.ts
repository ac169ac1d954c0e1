/**
 * The multipart body of `POST /api/listings` and `POST /api/listings/update` (docs/requirements/wire.md#R-W1), built by
 * the browser (`toListingFormData`) and read back by the server (`readListingMultipart`).
 *
 * Layout:
 * - `draft` 1/0; `listing_id` on update.
 * - Groups flattened into their wire field names; empty values are skipped except booking settings
 *   (always sent, '' when empty). On update the body is the whole listing: a skipped field is cleared.
 * - `tags` and `excluded_fees`: JSON text arrays. `taxes`: JSON `[{ name, type, percent, amount, max_nights }]`
 *   (decision 0048); without the field the stored taxes are kept. Amenities: each of the ten keys as 1/0.
 *   `additional_info_checked[auto_door_code]`, `additional_info_checked[phone_based_door_code]`: 1/0.
 * - `rooms[i][bed_type_id]`, `rooms[i][room_number]`, `rooms[i][quantity]`.
 * - New photos: `images[]` files with, by the same index, `image_sequences[]` (first channel caption),
 *   `vrbo_captions[]`, `engine_captions[]` and `image_positions[]` (place in the photo order, 0-based).
 * - Kept photos: `existing_images` JSON `[{ id, position, image_sequences, vrbo_caption, engine_caption }]`;
 *   an existing photo left out is removed. Without the field (a client that knows nothing of it) every
 *   existing photo is kept as it is.
 * - New attachments: `attachments[]` files with `attachments_file_name[]` and `attachments_is_public[]` (1/0).
 *   Kept attachments: `existing_attachments` JSON `[{ id, attachments_file_name, attachments_is_public }]`,
 *   with the same keep/remove rule as photos.
 */
import { AMENITY_FIELDS } from './amenities.ts';
import { MAX_ID } from './common.ts';
import {
  ADDITIONAL_INFO_CHECKS,
  ADDITIONAL_INFO_FIELDS,
  ADDRESS_FIELDS,
  BASIC_INFO_FIELDS,
  BOOKING_FIELDS,
  CONTACT_FIELDS,
  LIST_MESSAGES,
  PRICE_FIELDS,
} from './listings-constants.ts';
import type { ListingFormValues } from './listings-form.ts';
import { taxMessages } from './taxes-wire.ts';

const GROUP_FIELDS = [
  ...BASIC_INFO_FIELDS,
  ...ADDRESS_FIELDS,
  ...PRICE_FIELDS,
  ...ADDITIONAL_INFO_FIELDS,
  ...CONTACT_FIELDS,
] as const;
const ROOM_KEYS = ['bed_type_id', 'room_number', 'quantity'] as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const bit = (v: boolean | undefined) => (v ? '1' : '0');

export interface ListingFormDataOptions {
  draft: boolean;
  /** Present when updating. */
  listingId?: number | undefined;
}

/** Builds the original multipart body (docs/requirements/wire.md#R-W6) from the form values; new files are the `file` of images/attachments. */
export function toListingFormData(
  values: ListingFormValues,
  { draft, listingId }: ListingFormDataOptions,
): FormData {
  const fd = new FormData();
  fd.append('draft', draft ? '1' : '0');
  if (listingId !== undefined) fd.append('listing_id', String(listingId));
  for (const key of GROUP_FIELDS) {
    const value = values[key];
    if (!isBlank(value)) fd.append(key, String(value).trim());
  }
  for (const key of BOOKING_FIELDS) {
    if (key === 'enable_reservations_for_gap_nights') fd.append(key, bit(values[key]));
    else fd.append(key, isBlank(values[key]) ? '' : String(values[key]).trim());
  }
  fd.append('tags', JSON.stringify(values.tags ?? []));
  fd.append('excluded_fees', JSON.stringify(values.excluded_fees ?? []));
  fd.append('taxes', JSON.stringify(values.taxes ?? []));
  for (const key of ADDITIONAL_INFO_CHECKS) {
    fd.append(`additional_info_checked[${key}]`, bit(values.additional_info_checked?.[key]));
  }
  for (const key of AMENITY_FIELDS) fd.append(key, bit(values.amenities?.[key]));
  (values.rooms ?? []).forEach((room, i) => {
    for (const key of ROOM_KEYS)
      fd.append(`rooms[${i}][${key}]`, isBlank(room[key]) ? '' : String(room[key]));
  });

  const existingImages: unknown[] = [];
  const newImages: { file: Blob; name: string; position: number; captions: [string, string, string] }[] = [];
  (values.images ?? []).forEach((image, position) => {
    const captions: [string, string, string] = [
      image.image_sequences ?? '',
      image.vrbo_caption ?? '',
      image.engine_caption ?? '',
    ];
    if (image.id !== undefined) {
      existingImages.push({
        id: image.id,
        position,
        image_sequences: captions[0],
        vrbo_caption: captions[1],
        engine_caption: captions[2],
      });
    } else if (image.file) {
      newImages.push({ file: image.file, name: image.name, position, captions });
    }
  });
  fd.append('existing_images', JSON.stringify(existingImages));

  const existingAttachments: unknown[] = [];
  const newAttachments: { file: Blob; name: string; label: string; isPublic: boolean }[] = [];
  for (const a of values.attachments ?? []) {
    const label = a.attachments_file_name?.trim() || '';
    if (a.id !== undefined) {
      existingAttachments.push({
        id: a.id,
        attachments_file_name: label,
        attachments_is_public: a.attachments_is_public ? 1 : 0,
      });
    } else if (a.file) {
      newAttachments.push({ file: a.file, name: a.name, label, isPublic: a.attachments_is_public });
    }
  }
  fd.append('existing_attachments', JSON.stringify(existingAttachments));

  // Text parts first, then files: a streaming reader knows every caption before the bytes arrive.
  for (const img of newImages) {
    fd.append('image_sequences[]', img.captions[0]);
    fd.append('vrbo_captions[]', img.captions[1]);
    fd.append('engine_captions[]', img.captions[2]);
    fd.append('image_positions[]', String(img.position));
  }
  for (const a of newAttachments) {
    fd.append('attachments_file_name[]', a.label);
    fd.append('attachments_is_public[]', bit(a.isPublic));
  }
  for (const img of newImages) fd.append('images[]', img.file, img.name);
  for (const a of newAttachments) fd.append('attachments[]', a.file, a.name);
  return fd;
}

// ---------------------------------------------------------------- server side

export interface ExistingImageEntry {
  id: number;
  position: number;
  image_sequences?: string | undefined;
  vrbo_caption?: string | undefined;
  engine_caption?: string | undefined;
}
export interface ExistingAttachmentEntry {
  id: number;
  attachments_file_name?: string | undefined;
  attachments_is_public: boolean;
}

export interface ReadListingMultipart<F> {
  draft: boolean;
  listingId: string | undefined;
  /** Raw values for `listingSchemaFor(draft)`, without `images` and `attachments` (the caller merges those). */
  values: Record<string, unknown>;
  /** null: the field was absent (keep every existing photo); otherwise the kept photos. */
  existingImages: ExistingImageEntry[] | null;
  newImages: {
    upload: F;
    position: number;
    image_sequences: string;
    vrbo_caption: string;
    engine_caption: string;
  }[];
  existingAttachments: ExistingAttachmentEntry[] | null;
  newAttachments: { upload: F; attachments_file_name: string; attachments_is_public: boolean }[];
  /** Malformed parts of the body, keyed like validation errors. */
  errors: Record<string, string[]>;
}

const asInt = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;
/** The draft flag must be said: anything but 1/0 (or true/false) is refused, never read as "unpublish". */
const DRAFT_VALUES = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);
const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** `fields` holds every text part by name in order; `images`/`attachments` the file parts in order. */
export function readListingMultipart<F>(
  fields: ReadonlyMap<string, readonly string[]>,
  files: { images: readonly F[]; attachments: readonly F[] },
): ReadListingMultipart<F> {
  const errors: Record<string, string[]> = {};
  const first = (name: string) => fields.get(name)?.[0];
  const list = (name: string) => fields.get(`${name}[]`) ?? fields.get(name) ?? [];
  const json = (name: string, errorKey: string, message: string): unknown => {
    const raw = first(name);
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      errors[errorKey] = [message];
      return undefined;
    }
  };

  const values: Record<string, unknown> = {};
  for (const key of [...GROUP_FIELDS, ...BOOKING_FIELDS]) values[key] = first(key);
  values.tags = json('tags', 'tags', LIST_MESSAGES.tags) ?? [];
  values.excluded_fees = json('excluded_fees', 'excluded_fees', LIST_MESSAGES.fees) ?? [];
  values.taxes = json('taxes', 'taxes', taxMessages.list);
  values.additional_info_checked = Object.fromEntries(
    ADDITIONAL_INFO_CHECKS.map((k) => [k, first(`additional_info_checked[${k}]`) ?? '0']),
  );
  values.amenities = Object.fromEntries(AMENITY_FIELDS.map((k) => [k, first(k) ?? '0']));

  const rooms = new Map<number, Record<string, string | undefined>>();
  for (const [name, vals] of fields) {
    const m = /^rooms\[(\d{1,3})\]\[(bed_type_id|room_number|quantity)\]$/.exec(name);
    if (!m) continue;
    const index = Number(m[1]);
    const room = rooms.get(index) ?? {};
    room[m[2] as string] = vals[0];
    rooms.set(index, room);
  }
  values.rooms = [...rooms.entries()].sort(([a], [b]) => a - b).map(([, room]) => room);

  const existingImagesRaw = json('existing_images', 'images', LIST_MESSAGES.photos);
  let existingImages: ExistingImageEntry[] | null = null;
  if (Array.isArray(existingImagesRaw)) {
    existingImages = existingImagesRaw.map((e: Record<string, unknown>, i) => ({
      id: asInt(e?.id),
      position: Number.isFinite(asInt(e?.position)) ? asInt(e?.position) : i,
      image_sequences: asText(e?.image_sequences),
      vrbo_caption: asText(e?.vrbo_caption),
      engine_caption: asText(e?.engine_caption),
    }));
    if (existingImages.some((e) => !isId(e.id))) errors.images = [LIST_MESSAGES.photos];
  } else if (existingImagesRaw !== undefined) errors.images = [LIST_MESSAGES.photos];

  const [seqs, vrbo, engine, positions] = [
    list('image_sequences'),
    list('vrbo_captions'),
    list('engine_captions'),
    list('image_positions'),
  ];
  const newImages = files.images.map((upload, i) => {
    const position = Number(positions[i]);
    return {
      upload,
      // Without a position a new photo goes after the kept ones, in upload order.
      position: positions[i] !== undefined && Number.isFinite(position) ? position : 10_000 + i,
      image_sequences: seqs[i] ?? '',
      vrbo_caption: vrbo[i] ?? '',
      engine_caption: engine[i] ?? '',
    };
  });

  const existingAttachmentsRaw = json('existing_attachments', 'attachments', LIST_MESSAGES.attachments);
  let existingAttachments: ExistingAttachmentEntry[] | null = null;
  if (Array.isArray(existingAttachmentsRaw)) {
    existingAttachments = existingAttachmentsRaw.map((e: Record<string, unknown>) => ({
      id: asInt(e?.id),
      attachments_file_name: asText(e?.attachments_file_name),
      attachments_is_public: [1, '1', true, 'true'].includes(e?.attachments_is_public as never),
    }));
    const badFlag = existingAttachmentsRaw.some(
      (e: Record<string, unknown>) =>
        e?.attachments_is_public !== undefined &&
        ![0, 1, '0', '1', true, false, 'true', 'false'].includes(e.attachments_is_public as never),
    );
    if (badFlag || existingAttachments.some((e) => !isId(e.id)))
      errors.attachments = [LIST_MESSAGES.attachments];
  } else if (existingAttachmentsRaw !== undefined) errors.attachments = [LIST_MESSAGES.attachments];

  const labels = list('attachments_file_name');
  const publics = list('attachments_is_public');
  const newAttachments = files.attachments.map((upload, i) => ({
    upload,
    attachments_file_name: labels[i] ?? '',
    attachments_is_public: publics[i] === '1' || publics[i] === 'true',
  }));
  // Absent means private (the safe side); a value that is not a flag is refused, never guessed.
  if (publics.some((v) => !DRAFT_VALUES.has(v))) errors.attachments = [LIST_MESSAGES.attachments];

  const rawDraft = first('draft');
  // A body without the flag saves a draft, as before; a wrong value is an error, not a silent unpublish.
  const draft = rawDraft === undefined ? true : DRAFT_VALUES.get(rawDraft.trim());
  if (draft === undefined) errors.draft = [LIST_MESSAGES.draft];
  return {
    draft: draft ?? true,
    listingId: first('listing_id'),
    values,
    existingImages,
    newImages,
    existingAttachments,
    newAttachments,
    errors,
  };
}
