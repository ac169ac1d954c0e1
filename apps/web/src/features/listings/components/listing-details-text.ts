import { formatDate, isIsoDate } from '@innkeep/contract/dates';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { formatPrice } from '@innkeep/contract/money';
import { EMPTY } from '../../../components/fact.tsx';
import { countryName } from '../../../lib/country-name.ts';

// How the listing details page words what the host entered.

/** An amount in the listing's currency; the dash when there is none, or no currency yet. */
export function money(listing: HostListing, value: number | null): string {
  const currency = listing.price_and_fee.currency_code;
  return value === null || !currency ? EMPTY : formatPrice(value, currency);
}

export function percent(value: number | null): string {
  return value === null ? EMPTY : `${value}%`;
}

export const nights = (n: number | null) => (n === null ? EMPTY : `${n} ${n === 1 ? 'night' : 'nights'}`);
/** A bound of the gap rule's window; a missing bound is open (stay-rules.ts). */
export const dateText = (date: string | null, open: string) =>
  date && isIsoDate(date) ? formatDate(date) : open;

/** A tax as the stay page words it: `Lisbon city tax: €4 per guest per night, up to 7 nights`. */
export function taxText(listing: HostListing, tax: HostListing['price_and_fee']['taxes'][number]): string {
  if (tax.type === 'percentage') return `${tax.name}: ${tax.percent ?? 0}% of the stay`;
  const cap = tax.max_nights ? `, up to ${nights(tax.max_nights)}` : '';
  return `${tax.name}: ${money(listing, tax.amount ?? 0)} per guest per night${cap}`;
}

/** One line: the address, then the city, state and country it does not already name. */
export function addressLine(a: HostListing['address']): string {
  const extra = [a.city, a.state, countryName(a.country)].filter(
    (part): part is string => !!part && !a.address.toLowerCase().includes(part.toLowerCase()),
  );
  return [a.address, ...extra].join(', ');
}
