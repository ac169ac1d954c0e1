import { addDays } from '@innkeep/contract/dates';
import { bedsInList } from '@innkeep/contract/listings-beds';
import { toMinor } from '@innkeep/contract/money';
import type { ListingInsert } from '../factories/listings.factory.ts';
import { zoneAt } from '../modules/listings/listings.time-zone.ts';
import {
  CLEANING_INSTRUCTIONS,
  type DemoDraft,
  type DemoHost,
  type DemoListing,
  HOUSE_RULES,
  KEY_PICKUP,
} from './demo-catalog.ts';
import { DEMO_CITIES, type DemoCity, type DemoCityKey, demoCoordinates } from './demo-places.ts';

/**
 * The demo cities' occupancy taxes (decision 0048), per person per night in the city's currency: Lisbon's
 * and Porto's city taxes (adults, at most 7 nights: the demo counts every guest) and Barcelona's tourist tax
 * (the regional tax with the city's surcharge for tourist flats, at most 7 nights).
 */
export const DEMO_CITY_TAXES: Partial<
  Record<DemoCityKey, { name: string; perPerson: number; maxNights: number }>
> = {
  lisbon: { name: 'Lisbon city tax', perPerson: 4, maxNights: 7 },
  porto: { name: 'Porto city tax', perPerson: 3, maxNights: 7 },
  barcelona: { name: 'Barcelona tourist tax', perPerson: 6.25, maxNights: 7 },
};

export interface Lookups {
  propertyTypes: Map<string, number>;
  roomTypes: Map<string, number>;
  bathroomTypes: Map<string, number>;
  bedTypes: Map<string, number>;
}

const HOST_CONTACT: Record<DemoHost, Partial<ListingInsert>> = {
  maria: {
    contactName: 'Maria',
    contactSurname: 'Santos',
    phoneNumber: '351912345678',
    secondPhoneNumber: '351213456789',
    contactLanguage: 'Portuguese',
    contactEmail: 'maria@innkeep.test',
    contactAddress: 'Rua Augusta 120, 1100-053 Lisboa, Portugal',
    taxId: 'PT509876543',
  },
  james: {
    contactName: 'James',
    contactSurname: 'Whitfield',
    // Ofcom's range for drama (no real line), stored as the form stores it: libphonenumber cannot place it, so it shows as typed.
    phoneNumber: '+447700900123',
    secondPhoneNumber: '442079460123',
    contactLanguage: 'English',
    contactEmail: 'james@innkeep.test',
    contactAddress: '14 Gloucester Place, London W1U 8EG, United Kingdom',
    taxId: 'GB123456789',
  },
};

const TIMES: [string, string, string][] = [
  ['15:00', '20:00', '11:00'],
  ['14:00', '22:00', '10:00'],
  ['16:00', '21:00', '11:00'],
  ['15:00', '23:00', '10:30'],
];

const HOUSE_MANUALS = [
  'Heating and air conditioning: remote on the living-room shelf. Hot water is instant. The washing machine takes tablets from the box under the sink; a short cycle is 40 minutes.',
  'The oven is gas — turn and press the knob for five seconds. Bins: glass, paper and mixed go to the containers at the end of the street. Spare blankets are in the wardrobe.',
  'Router and spare fuses are in the hall cupboard. Please close the shutters when it rains. The coffee machine takes standard capsules; a first box is on us.',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const need = (map: Map<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Reference data is missing "${name}"`);
  return id;
};

function address(city: DemoCity, street: string, zip: string) {
  return `${street}, ${zip} ${city.name}`;
}

/** Where a listing or draft is: its full address, the neighbourhood guests see, and the city's parts. */
function addressColumns(city: DemoCity, def: { street: string; zip: string; area: string }) {
  return {
    address: address(city, def.street, def.zip),
    publicAddress: def.area,
    country: city.country,
    state: city.state,
    city: city.name,
    street: def.street,
    zipCode: def.zip,
  };
}

/**
 * The map pin and the zone at it, as a host's listing gets them when saved: the seed's own payouts, turnovers
 * and messages are then counted on the listing's clock, not on UTC until the start-up backfill.
 */
function pinAndZone(cityKey: DemoCityKey, seed: number) {
  const point = demoCoordinates(cityKey, seed);
  return { ...point, timeZone: zoneAt(point) };
}

/** Every group of the listing form filled, the way a careful host would. */
export function demoListingValues(
  def: DemoListing,
  i: number,
  lookups: Lookups,
  now: Date,
): Partial<ListingInsert> {
  const city: DemoCity = DEMO_CITIES[def.city];
  const money = (major: number) => toMinor(major, city.currency);
  const [checkInTimeStart, checkInTimeEnd, checkOutTime] = def.times ?? pick(TIMES, i);
  const today = now.toISOString().slice(0, 10);
  const [minimumNights, maximumNights] = def.nights ?? [1, 30];
  const published = new Date(now.getTime() - (60 - i) * 86_400_000);
  const slug = def.name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '');
  return {
    draft: false,
    publishedAt: published,
    createdAt: new Date(published.getTime() - 2 * 86_400_000),
    externalListingName: def.name,
    description: def.description,
    personCapacity: def.guests,
    propertyTypeId: need(lookups.propertyTypes, def.type),
    roomTypeId: need(lookups.roomTypes, def.room ?? 'Entire place'),
    bathroomTypeId: need(lookups.bathroomTypes, def.bath ?? 'Private bathroom'),
    numberOfBedrooms: def.bedrooms,
    // The bed list's total: one bed list (decision 0094).
    numberOfBeds: bedsInList(def.rooms.map(([, , quantity]) => ({ quantity }))),
    numberOfBathrooms: def.baths,
    numberOfGuestBathrooms: def.guestBaths ?? 0,
    ...addressColumns(city, def),
    ...pinAndZone(def.city, i + 1),
    currencyCode: city.currency,
    priceMinor: money(def.price),
    extraPersonPriceMinor: money(def.extra),
    guestsIncluded: def.included,
    cleaningFeeMinor: money(def.cleaning),
    refundableDamageDepositMinor: money(def.deposit),
    weeklyDiscount: def.weekly ?? 0,
    monthlyDiscount: def.monthly ?? 0,
    excludedFees: def.excluded ?? [],
    taxes: demoTaxes(def.city, city.currency),
    houseRules: HOUSE_RULES[def.rules ?? i % 4],
    houseManual: pick(HOUSE_MANUALS, i),
    keyPickup: pick(KEY_PICKUP, i),
    specialInstruction:
      i % 2 === 0
        ? 'Please send your arrival time a day ahead so we can have the place warm and ready.'
        : null,
    doorCode: String(1000 + ((i * 7919) % 9000)),
    bedType: def.rooms[0]?.[0] ?? null,
    cleanlinessStatus: i % 9 === 4 ? 'Not Clean' : i % 7 === 3 ? 'Not Set' : 'Clean',
    cleaningInstruction: pick(CLEANING_INSTRUCTIONS, i),
    wiFiUsername: `Innkeep-${slug}`,
    wiFiPassword: `${slug.toLowerCase()}-${2000 + i * 37}`,
    checkInTimeStart,
    checkInTimeEnd,
    checkOutTime,
    autoDoorCode: i % 4 === 0,
    phoneBasedDoorCode: i % 6 === 1,
    ...HOST_CONTACT[def.host],
    minimumNights,
    maximumNights,
    enableGapNights: i % 3 === 0,
    smallestAllowedGap: def.type === 'Villa' ? 2 : 0,
    allowGapsBetweenStart: today,
    allowGapsBetweenEnd: addDays(today, 365),
    // Mostly the default, with a few of each other kind so the demo shows all three (decision 0023).
    cancellationPolicy: i % 5 === 1 ? 'flexible' : i % 5 === 3 ? 'strict' : 'moderate',
    petsAllowed: def.amenities.includes('petsAllowed'),
    beachFront: def.amenities.includes('beachFront'),
    freeWiFi: def.amenities.includes('freeWiFi'),
    airCondition: def.amenities.includes('airCondition'),
    streetParking: def.amenities.includes('streetParking'),
    swimmingPool: def.amenities.includes('swimmingPool'),
    kitchen: def.amenities.includes('kitchen'),
    washingMachine: def.amenities.includes('washingMachine'),
    hotTub: def.amenities.includes('hotTub'),
    suitableForChildren: def.amenities.includes('suitableForChildren'),
  };
}

/** A draft saved after the first tabs: name, type, address; the rest mostly empty. */
export function demoDraftValues(
  def: DemoDraft,
  i: number,
  lookups: Lookups,
  now: Date,
): Partial<ListingInsert> {
  const city: DemoCity = DEMO_CITIES[def.city];
  const empty = Object.fromEntries(
    [
      'publishedAt',
      'roomTypeId',
      'bathroomTypeId',
      'numberOfBedrooms',
      'numberOfBeds',
      'numberOfBathrooms',
      'numberOfGuestBathrooms',
      'extraPersonPriceMinor',
      'guestsIncluded',
      'cleaningFeeMinor',
      'refundableDamageDepositMinor',
      'weeklyDiscount',
      'monthlyDiscount',
      'checkInTimeStart',
      'checkInTimeEnd',
      'checkOutTime',
      'minimumNights',
      'maximumNights',
      'smallestAllowedGap',
    ].map((k) => [k, null]),
  );
  return {
    ...empty,
    draft: true,
    createdAt: new Date(now.getTime() - (i + 1) * 3 * 86_400_000),
    externalListingName: def.name,
    description: def.description ?? null,
    personCapacity: def.guests ?? null,
    propertyTypeId: need(lookups.propertyTypes, def.type),
    ...addressColumns(city, def),
    ...pinAndZone(def.city, 100 + i),
    currencyCode: def.price === undefined ? null : city.currency,
    priceMinor: def.price === undefined ? null : toMinor(def.price, city.currency),
    ...HOST_CONTACT[def.host],
  };
}

const CAPTIONS = [
  (name: string) => [`${name} from outside`, 'Front view', `Welcome to ${name}`],
  () => ['Living area', 'Light-filled living room', 'Living room with plenty of daylight'],
  () => ['The neighbourhood', 'Around the corner', 'The neighbourhood at golden hour'],
] as const;

/** image_sequences, vrbo_caption and engine_caption of the photo at `position`. */
export function demoCaptions(name: string, position: number) {
  const [channelCaption, vrboCaption, engineCaption] = pick(CAPTIONS, position)(name);
  return { channelCaption, vrboCaption, engineCaption };
}

function demoTaxes(city: DemoCityKey, currency: string) {
  const tax = DEMO_CITY_TAXES[city];
  return tax
    ? [
        {
          name: tax.name,
          type: 'per_person_per_night',
          amountMinor: toMinor(tax.perPerson, currency),
          maxNights: tax.maxNights,
        },
      ]
    : [];
}
