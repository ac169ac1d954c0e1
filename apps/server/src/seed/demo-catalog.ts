import type { AmenityFlag } from '@innkeep/contract/amenities';
import type { FeeKey } from '@innkeep/contract/pricing';
import type { BATHROOM_TYPES, BED_TYPES, PROPERTY_TYPES, ROOM_TYPES } from '../db/reference-data.ts';
import type { SceneKind } from '../factories/scenes.factory.ts';
import type { DemoCityKey } from './demo-places.ts';

export const DEMO_TAGS = [
  'City centre',
  'Beachfront',
  'Family friendly',
  'Pet friendly',
  'Work friendly',
  'Romantic getaway',
] as const;
export type DemoTag = (typeof DEMO_TAGS)[number];
export type DemoHost = 'maria' | 'james';

/** One demo listing as a person would describe it; demo-data.ts turns it into rows. Prices in major units. */
export interface DemoListing {
  host: DemoHost;
  city: DemoCityKey;
  name: string;
  type: (typeof PROPERTY_TYPES)[number];
  room?: (typeof ROOM_TYPES)[number];
  bath?: (typeof BATHROOM_TYPES)[number];
  guests: number;
  bedrooms: number;
  baths: number;
  guestBaths?: number;
  /** Neighbourhood, shown as the public address. */
  area: string;
  street: string;
  zip: string;
  price: number;
  extra: number;
  included: number;
  cleaning: number;
  deposit: number;
  weekly?: number;
  monthly?: number;
  excluded?: FeeKey[];
  /** [minimum, maximum] nights. */
  nights?: [number, number];
  amenities: AmenityFlag[];
  rooms: [(typeof BED_TYPES)[number], number, number][];
  tags: DemoTag[];
  scene: SceneKind;
  description: string;
  /** [check-in from, check-in until, check-out]. */
  times?: [string, string, string];
  /** Index into HOUSE_RULES; otherwise picked by position. */
  rules?: number;
}

/** One host's listings in one city: each says only what is its own. */
export const hostedIn = (
  host: DemoHost,
  city: DemoCityKey,
  listings: Omit<DemoListing, 'host' | 'city'>[],
): DemoListing[] => listings.map((listing) => ({ host, city, ...listing }));

/** A draft: saved half-way, so only some groups are filled. */
export interface DemoDraft {
  host: DemoHost;
  city: DemoCityKey;
  name: string;
  type: (typeof PROPERTY_TYPES)[number];
  area: string;
  street: string;
  zip: string;
  description?: string;
  guests?: number;
  price?: number;
  withPhoto?: boolean;
  tags: DemoTag[];
}

export const HOUSE_RULES = [
  'No smoking indoors. No parties or events. Quiet hours from 22:00 to 08:00. Please take your shoes off upstairs.',
  'No smoking anywhere on the property. Please sort the recycling (bins under the sink). Visitors only with a message to the host first.',
  'Quiet hours after 23:00 — the neighbours are lovely, let us keep it that way. No parties. Please turn off the air conditioning when you go out.',
  'Smoking on the balcony only. No events. Please do not move the furniture and leave the keys in the lockbox at check-out.',
  'Children are very welcome; a cot and high chair are available on request. No smoking, no parties, and please keep the garden gate closed.',
] as const;

// The door code reaches a guest only on the trip page, from 48 hours before check-in, never by e-mail
// (decisions 0033, 0055): the demo's hosts say so.
export const KEY_PICKUP = [
  'Self check-in with a key lockbox by the front door; its code is on your trip page from 48 hours before check-in.',
  'The host or a co-host meets you at the door. Send your arrival time the day before.',
  'Keys are kept at the café on the corner, open 07:00–22:00; show your booking name.',
  'Smart lock: your personal code is on your trip page from 48 hours before check-in.',
] as const;

export const CLEANING_INSTRUCTIONS = [
  'Change all linen and towels, restock coffee and toilet paper, check the balcony plants.',
  'Deep clean kitchen and bathroom, run the dishwasher, empty every bin, air the bedrooms for 30 minutes.',
  'Standard turnover; leave two spare towel sets per guest and check the welcome basket.',
] as const;
