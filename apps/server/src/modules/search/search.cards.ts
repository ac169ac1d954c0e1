import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { feesPaidOnArrival } from '@innkeep/contract/fees-on-arrival';
import { DEFAULT_CURRENCY, toMajor } from '@innkeep/contract/money';
import { perNightOfStay, perNightWithoutDates } from '@innkeep/contract/per-night';
import { calculatePrice } from '@innkeep/contract/pricing';
import type { PricingRule } from '@innkeep/contract/pricing-rules';
import type { ListingCard } from '@innkeep/contract/search';
import { ratingAverage } from '@innkeep/contract/stay-review-text';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { ImageVariant } from '../../db/schema/listings.ts';
import { photoSources, toPricingListing } from '../listings/listings.service.ts';
import { publicLocation } from './search.location.ts';
import { CARD_IMAGE_COUNT } from './search.page.repository.ts';
import type { CardRow } from './search.repository.ts';

interface ImageRow {
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Groups image rows (already in display order) by listing. */
export function imagesByListing<T extends ImageRow & { listingId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.listingId);
    if (list) list.push(row);
    else map.set(row.listingId, [row]);
  }
  return map;
}

/** Building an Intl formatter costs ~25 µs; a page of cards asks for the same few symbols. */
const symbols = new Map<string, string>();
const symbolOf = (currency: string) => {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    symbol = currencySymbol(currency);
    symbols.set(currency, symbol);
  }
  return symbol;
};

export function toCard(
  storage: StoragePort,
  row: CardRow,
  images: ImageRow[],
  stay?: {
    start: string;
    end: string;
    guests: number;
    nightlyPricesMinor?: readonly number[];
    rules?: readonly PricingRule[];
    bookedOn?: string;
    /** The stay is in an orphan gap (the page query reads it): the orphan-night rule applies. */
    orphanGap?: boolean;
  },
): ListingCard {
  const currency = row.currencyCode ?? DEFAULT_CURRENCY;
  const major = (minor: number) => toMajor(minor, currency);
  let total: number | null = null;
  let nights: number | null = null;
  let perNight = perNightWithoutDates(row.priceMinor ?? 0, currency);
  let onArrival: ListingCard['paid_on_arrival'] = [];
  if (stay) {
    const b = calculatePrice(toPricingListing(row), {
      startDate: stay.start,
      endDate: stay.end,
      guests: Math.max(1, stay.guests),
      ...(stay.nightlyPricesMinor ? { nightlyPricesMinor: stay.nightlyPricesMinor } : {}),
      ...(stay.rules?.length
        ? { rules: stay.rules, bookedOn: stay.bookedOn, orphanGap: stay.orphanGap }
        : {}),
    });
    total = major(b.totalPriceMinor);
    nights = b.nightsCount;
    perNight = perNightOfStay(b);
    onArrival = feesPaidOnArrival(b).map((f) => ({
      key: f.key,
      label: f.label,
      amount: major(f.amountMinor),
    }));
  }
  return {
    id: row.id,
    external_listing_name: row.externalListingName,
    public_address: row.publicAddress,
    city: row.city,
    country: row.country,
    property_type:
      row.propertyTypeId !== null && row.propertyTypeName !== null
        ? { id: row.propertyTypeId, name: row.propertyTypeName }
        : null,
    person_capacity: row.personCapacity,
    currency_code: currency,
    currency_symbol: symbolOf(currency),
    price: major(row.priceMinor ?? 0),
    per_night: perNight,
    total_price: total,
    nights_count: nights,
    paid_on_arrival: onArrival,
    images: images.slice(0, CARD_IMAGE_COUNT).map((image) => photoSources(storage, image)),
    // Never the host's exact point in a public reply: an area around it.
    ...publicLocation(row.lat, row.lng),
    rating_average: ratingAverage(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
  };
}
