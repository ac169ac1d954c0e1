/**
 * The multipart body of `POST /api/listings` and `POST /api/listings/update` (docs/requirements/wire.md#R-W1), built by
 * the browser (`toListingFormData`) and read back by the server (`readListingMultipart`, listings-multipart-read.ts).
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
import {
  ADDITIONAL_INFO_CHECKS,
  ADDITIONAL_INFO_FIELDS,
  ADDRESS_FIELDS,
  BASIC_INFO_FIELDS,
  BOOKING_FIELDS,
  CONTACT_FIELDS,
  PRICE_FIELDS,
} from './listings-constants.ts';
import type { ListingFormValues } from './listings-form.ts';

/** The listing's grouped fields, each a text part under its own name. */
export const GROUP_FIELDS = [
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
