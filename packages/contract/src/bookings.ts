import { z } from 'zod';
import { CancellationQuoteWire } from './cancellation-quote.ts';
import {
  Email,
  Flag,
  IsoDate,
  idOf,
  isPlainText,
  PhoneNumber,
  requiredDate,
  text,
  wholeNumber,
} from './common.ts';
import { currencySymbol } from './currency-symbols.ts';
import { bookingMessages, MAX_BOOKING_GUESTS } from './messages.ts';
import { formatMoney, toMajor } from './money.ts';
import { perNightOfStay } from './per-night.ts';
import { PerNightWire } from './per-night-wire.ts';
import type { PriceBreakdown } from './pricing.ts';
import { priceLines } from './pricing-lines.ts';
import { TAX_TYPES } from './taxes.ts';

const required = (message: string) => text({ error: message }).trim().min(1, message);
const Guests = wholeNumber(bookingMessages.guestsWhole, {
  min: 1,
  max: MAX_BOOKING_GUESTS,
  required: bookingMessages.guestsRequired,
});
const ListingId = idOf(bookingMessages.listingRequired);

// ---- price calculation ----------------------------------------------------

export const CalculationQuery = z.object({
  listing_id: ListingId,
  start_date: IsoDate,
  end_date: IsoDate,
  guests: Guests,
});
export type CalculationQuery = z.infer<typeof CalculationQuery>;

export const PriceLineWire = z.object({
  key: z.string(),
  label: z.string(),
  /** Major units; discounts negative. */
  amount: z.number(),
  excluded: z.boolean(),
});

/** The original breakdown fields (docs/requirements/wire.md#R-W1) plus every line. Amounts in major units of `currency`. */
export const Calculation = z.object({
  nights_count: z.number(),
  /** nights × nightly price */
  nights_price: z.number(),
  /** The nightly price. */
  price: z.number(),
  /** What a night of this stay costs, as the stay page says it (per-night.ts): each night's, or the average. */
  per_night: PerNightWire,
  /** Total charged for guests above those included, over the whole stay. */
  price_for_extra_person: z.number(),
  total_price: z.number(),
  currency: z.string(),
  currency_symbol: z.string(),
  extra_guests: z.number(),
  /** What one extra guest pays per night. */
  extra_person_per_night: z.number(),
  cleaning_fee: z.number(),
  refundable_damage_deposit: z.number(),
  excluded_fees: z.array(z.string()),
  discount: z
    .object({ kind: z.enum(['weekly', 'monthly']), percent: z.number(), amount: z.number() })
    .nullable(),
  lines: z.array(PriceLineWire),
  /** Occupancy taxes (decision 0048), in `total_price`; also among `lines` as `tax_0`, `tax_1` …. */
  taxes: z.array(z.object({ name: z.string(), type: z.enum(TAX_TYPES), amount: z.number() })),
  /** The sum of `taxes`, major units. */
  taxes_total: z.number(),
  /** The listing's cancellation policy for this stay if booked now (`GET /api/bookings/calculation` only). */
  cancellation: CancellationQuoteWire.optional(),
});
export type Calculation = z.infer<typeof Calculation>;
export const CalculationReply = z.object({ data: Calculation });

/** Shapes a breakdown for the wire; used by the calculation route and by anything that stores a snapshot. */
export function toCalculation(b: PriceBreakdown): Calculation {
  const major = (minor: number) => toMajor(minor, b.currency);
  const symbol = currencySymbol(b.currency);
  const format = (minor: number) => formatMoney(minor, b.currency, symbol);
  return {
    nights_count: b.nightsCount,
    nights_price: major(b.nightsPriceMinor),
    price: major(b.nightlyPriceMinor),
    per_night: perNightOfStay(b),
    price_for_extra_person: major(b.extraPersonTotalMinor),
    total_price: major(b.totalPriceMinor),
    currency: b.currency,
    currency_symbol: symbol,
    extra_guests: b.extraGuests,
    extra_person_per_night: major(b.extraPersonPerNightMinor),
    cleaning_fee: major(b.cleaningFeeMinor),
    refundable_damage_deposit: major(b.refundableDamageDepositMinor),
    excluded_fees: [...b.excludedFees],
    discount: b.discount
      ? { kind: b.discount.kind, percent: b.discount.percent, amount: major(b.discount.amountMinor) }
      : null,
    lines: priceLines(b, format).map((l) => ({
      key: l.key,
      label: l.label,
      amount: major(l.amountMinor),
      excluded: l.excluded,
    })),
    // A snapshot stored before taxes existed has none.
    taxes: (b.taxes ?? []).map((t) => ({ name: t.name, type: t.type, amount: major(t.amountMinor) })),
    taxes_total: major(b.taxesMinor ?? 0),
  };
}

// ---- availability -----------------------------------------------------------

export const UnavailableDatesQuery = z.object({
  listing_id: ListingId,
  guests: z.preprocess((v) => (v === '' ? undefined : v), Guests.optional()),
});
export const UnavailableDatesReply = z.object({
  /** The listing's date now (YYYY-MM-DD, in its time zone): the first night a stay can start. */
  today: z.string(),
  /** Nights (YYYY-MM-DD) from today up to the booking horizon (dates.ts) that cannot be part of a stay. Past nights are implicitly unavailable. */
  unavailable_dates: z.array(z.string()),
  /** The listing's nightly price, major units (docs/requirements/bookings.md#R-B5). */
  price: z.number(),
  /** The nights (today to the horizon) whose price is not `price`: a weekend, season or override rate. */
  nightly_prices: z.record(z.string(), z.number()),
  /** The nights whose minimum stay (for a stay starting that night) is not the listing's. */
  minimum_nights: z.record(z.string(), z.number().nullable()),
});
export type UnavailableDatesReply = z.infer<typeof UnavailableDatesReply>;

// ---- inquiry ----------------------------------------------------------------

/** The most a guest's message to the host may hold. */
export const INQUIRY_MESSAGE_MAX = 2000;

/** The guest's question to the host (a cot, a late arrival): plain text, optional, up to 2,000 characters. */
export const InquiryMessage = z
  .string({ error: bookingMessages.messageNotPlain })
  .trim()
  .max(INQUIRY_MESSAGE_MAX, bookingMessages.messageTooLong)
  .refine(isPlainText, bookingMessages.messageNotPlain)
  .optional();

/** Validates the inquiry form and `POST /api/bookings/inquiry` alike. */
export const InquiryInput = z.object({
  listing_id: ListingId,
  start_date: requiredDate(bookingMessages.startRequired),
  end_date: requiredDate(bookingMessages.endRequired),
  guests: Guests,
  first_name: required(bookingMessages.firstNameRequired).pipe(z.string().max(100)),
  last_name: required(bookingMessages.lastNameRequired).pipe(z.string().max(100)),
  email_address: Email,
  phone_number: PhoneNumber,
  promotional_emails: Flag.default(false),
  message: InquiryMessage,
});
export type InquiryInput = z.input<typeof InquiryInput>;
export type InquiryData = z.output<typeof InquiryInput>;

export const InquiryReply = z.object({
  message: z.string(),
  data: z.object({
    reservation_id: z.number(),
    /** The inquiry's page (`/reservation/{unique_hash}`): its thread with the host, and the payment once approved. */
    unique_hash: z.string(),
    /** How long an approval holds the dates for the guest's payment; null: inquiries only, no pay link. */
    hold_hours: z.number().nullable(),
  }),
});
export type InquiryReply = z.infer<typeof InquiryReply>;
