import type { ListingDetails } from '../../lib/listing-details-storage.ts';

/** The stay Book now sells: from the URL first (shareable, survives a reload), then router state, then storage. */
export interface BookNowStay {
  listing_id: number;
  start_date: string;
  end_date: string;
  guests: number;
}

/** The optional `inquiry_data` (docs/requirements/wire.md#R-W1): the dates and the guest's details, carried in navigation state. */
export interface InquiryData {
  listing_id?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  guests?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  email_address?: unknown;
  phone_number?: unknown;
}

export interface BookNowState {
  listing?: Partial<ListingDetails>;
  inquiry_data?: InquiryData;
  start_date?: unknown;
  end_date?: unknown;
  guests?: unknown;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && ISO_DATE.test(v)) ?? null;
const positive = (...values: unknown[]) => {
  for (const v of values) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) return n;
  }
  return null;
};

export function resolveBookNowStay(
  search: URLSearchParams,
  state: BookNowState | null,
  stored: Partial<ListingDetails> | null,
): BookNowStay | null {
  const inquiry = state?.inquiry_data;
  const listingId = positive(search.get('listing_id'), inquiry?.listing_id, state?.listing?.id, stored?.id);
  if (listingId === null) return null;
  // Stored details describe one listing: use their stay only for that listing.
  const own = stored?.id === listingId ? stored : null;
  const start = date(search.get('start_date'), inquiry?.start_date, state?.start_date, own?.start_date);
  const end = date(search.get('end_date'), inquiry?.end_date, state?.end_date, own?.end_date);
  if (!start || !end) return null;
  const guests = positive(search.get('guests'), inquiry?.guests, state?.guests, own?.guests) ?? 1;
  return { listing_id: listingId, start_date: start, end_date: end, guests };
}

export function bookNowSearch(stay: BookNowStay): string {
  return new URLSearchParams({
    listing_id: String(stay.listing_id),
    start_date: stay.start_date,
    end_date: stay.end_date,
    guests: String(stay.guests),
  }).toString();
}

/** The guest's details from `inquiry_data`, as the contact fields' starting values. */
export function contactFrom(inquiry: InquiryData | undefined) {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    first_name: text(inquiry?.first_name),
    last_name: text(inquiry?.last_name),
    email_address: text(inquiry?.email_address),
    phone_number: text(inquiry?.phone_number),
  };
}
