import type { ListingFormValues } from '@innkeep/contract/listings-form';

/** A photo as the listing form holds it: saved (`id`) or new, with its captions for each channel. */
export type FormPhoto = ListingFormValues['images'][number];
export type CaptionKey = 'image_sequences' | 'vrbo_caption' | 'engine_caption';

export const CAPTIONS: [CaptionKey, string][] = [
  ['image_sequences', 'Airbnb caption'],
  ['vrbo_caption', 'Vrbo caption'],
  ['engine_caption', 'Caption on this site'],
];

export const photoKey = (photo: FormPhoto) =>
  photo.id !== undefined ? `id-${photo.id}` : (photo.url ?? photo.name);
