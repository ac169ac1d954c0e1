import { AMENITY_FIELDS } from './amenities.ts';
import { MAX_ID } from './common.ts';
import { ADDITIONAL_INFO_CHECKS, BOOKING_FIELDS, LIST_MESSAGES } from './listings-constants.ts';
import { GROUP_FIELDS } from './listings-multipart.ts';
import { taxMessages } from './taxes-wire.ts';

/** The server's reading of the listing's multipart body (its layout: listings-multipart.ts). */

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

/** The body's text parts by name, read with the errors a malformed one raises (keyed like validation errors). */
function partsReader(fields: ReadonlyMap<string, readonly string[]>) {
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
  return { fields, errors, first, list, json };
}
type PartsReader = ReturnType<typeof partsReader>;

/** The listing's own fields, raw: groups, booking settings, the JSON lists, checks, amenities and rooms. */
function listingValues(r: PartsReader): Record<string, unknown> {
  const { first, json } = r;
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
  for (const [name, vals] of r.fields) {
    const m = /^rooms\[(\d{1,3})\]\[(bed_type_id|room_number|quantity)\]$/.exec(name);
    if (!m) continue;
    const index = Number(m[1]);
    const room = rooms.get(index) ?? {};
    room[m[2] as string] = vals[0];
    rooms.set(index, room);
  }
  values.rooms = [...rooms.entries()].sort(([a], [b]) => a - b).map(([, room]) => room);
  return values;
}

/** The kept photos (null: the field was absent) and the new ones with their captions and places. */
function photosOf<F>(
  r: PartsReader,
  images: readonly F[],
): Pick<ReadListingMultipart<F>, 'existingImages' | 'newImages'> {
  const { errors, json, list } = r;
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
  const newImages = images.map((upload, i) => {
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
  return { existingImages, newImages };
}

/** The kept attachments (null: the field was absent) and the new ones with their labels and visibility. */
function attachmentsOf<F>(
  r: PartsReader,
  attachments: readonly F[],
): Pick<ReadListingMultipart<F>, 'existingAttachments' | 'newAttachments'> {
  const { errors, json, list } = r;
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
  const newAttachments = attachments.map((upload, i) => ({
    upload,
    attachments_file_name: labels[i] ?? '',
    attachments_is_public: publics[i] === '1' || publics[i] === 'true',
  }));
  // Absent means private (the safe side); a value that is not a flag is refused, never guessed.
  if (publics.some((v) => !DRAFT_VALUES.has(v))) errors.attachments = [LIST_MESSAGES.attachments];
  return { existingAttachments, newAttachments };
}

/** `fields` holds every text part by name in order; `images`/`attachments` the file parts in order. */
export function readListingMultipart<F>(
  fields: ReadonlyMap<string, readonly string[]>,
  files: { images: readonly F[]; attachments: readonly F[] },
): ReadListingMultipart<F> {
  const r = partsReader(fields);
  const { errors, first } = r;
  const values = listingValues(r);
  const { existingImages, newImages } = photosOf(r, files.images);
  const { existingAttachments, newAttachments } = attachmentsOf(r, files.attachments);

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
