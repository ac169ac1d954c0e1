import { randomBytes } from 'node:crypto';
import {
  type Calculation,
  type InquiryData,
  toCalculation,
  type UnavailableDatesReply,
} from '@innkeep/contract/bookings';
import { isCancellationPolicy } from '@innkeep/contract/cancellation';
import { extraGuestsOf, quoteCancellation, toCancellationWire } from '@innkeep/contract/cancellation-quote';
import { isChargeableCurrency } from '@innkeep/contract/currency-table';
import { addDays, bookingHorizon, datesOnEarth } from '@innkeep/contract/dates';
import { bookingMessages, paymentMessages } from '@innkeep/contract/messages';
import {
  amountLimitText,
  chargeProblem,
  DEFAULT_CURRENCY,
  maxChargeMinor,
  toMajor,
} from '@innkeep/contract/money';
import { calculatePrice, type PriceBreakdown } from '@innkeep/contract/pricing';
import { orphanGapOf, orphanRule } from '@innkeep/contract/pricing-rules';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { checkStay, type TakenStay } from '@innkeep/contract/stay-rules';
import type { AcceptedTerms } from '@innkeep/contract/stay-terms';
import { todayIn } from '@innkeep/contract/time-zones';
import { type Db, refuseDuplicate, type Tx } from '../../db/client.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { refuseBlockedEmail } from '../blocked-emails/blocked-emails.service.ts';
import { startWithInquiry } from '../conversations/conversations.service.ts';
import * as listings from '../listings/listings.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { rulesOfListing } from '../pricing-rules/pricing-rules.service.ts';
import { hit, type RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import * as rates from '../rates/rates.service.ts';
import { mailHostSide } from '../team/team.service.ts';
import { inquiryReceivedMail, inquiryToHostMail } from './bookings.mails.ts';
import * as repo from './bookings.repository.ts';
import { stayColumns, stayOf } from './bookings.stay-columns.ts';

// The reservations module checks the same taken ranges (holds and calendar blocks) when a host approves.
export { takenStays } from './bookings.repository.ts';

/** The columns that record the guest's acceptance at Pay: when, and the terms as they read (decision 0035). */
export async function acceptedTermsRecord(tx: Tx, listingId: number, cancellationPolicy: string, now: Date) {
  const terms: AcceptedTerms = {
    ...(await listings.stayTermsOf(tx, listingId)),
    cancellation_policy: cancellationPolicy,
  };
  return { termsAcceptedAt: now, acceptedTerms: { ...terms } };
}

/** A reservation's unguessable public reference (192 random bits, URL-safe), stored in `unique_hash`. */
export const newUniqueHash = () => randomBytes(24).toString('base64url');

export interface StayInput {
  listingId: number;
  startDate: string;
  endDate: string;
  guests: number;
}

export interface EvaluatedStay {
  listing: listings.BookableForStay;
  breakdown: PriceBreakdown;
}

/**
 * Checks a stay against the listing's rules and taken nights and prices it. Throws a 422 on `listing_id`
 * for a listing guests cannot book, a 422 naming the broken rule's field, and, for a stay about to be charged
 * (`forCharge`), a 422 on `end_date` when its price is more than a card payment can take. Takes a
 * transaction so that the booking flow can run it after locking the listing, in the same transaction as its
 * insert.
 */
export async function evaluateStay(
  tx: Tx,
  stay: StayInput,
  now = new Date(),
  options: { takenIsConflict?: boolean; forCharge?: boolean } = {},
): Promise<EvaluatedStay> {
  const listing = await listings.findBookableForStay(tx, stay.listingId);
  if (!listing) {
    throw new FieldErrors({ listing_id: ['This listing is not available for booking'] }, 'Listing not found');
  }
  // The listing's date decides what is past, as its guests and host live it (decision 0115).
  const today = todayIn(listing.timeZone, now);
  // The host's pricing rules of this listing (docs/requirements/host.md#R-H18): every price of a stay follows them.
  const pricingRules = await rulesOfListing(tx, listing.id);
  const orphan = orphanRule(pricingRules);
  // Each night's price and the first night's minimum stay (rates, decision 0046); a stay past the horizon
  // is refused by checkStay below, so no more nights than the horizon's are read.
  const nights =
    stay.endDate > stay.startDate
      ? await rates.nightsOf(tx, listing, stay.startDate, minDate(stay.endDate, bookingHorizon(today)))
      : [];
  const minimumNights = nights[0] ? nights[0].minimumNights : listing.minimumNights;
  // Neighbouring stays matter up to `smallestAllowedGap` nights away (gap rule), when adjacent (gap filling)
  // and, with an orphan-night rule, up to the minimum stay away (a gap shorter than it).
  const reach = Math.max(0, listing.smallestAllowedGap ?? 0, orphan ? (minimumNights ?? 0) : 0) + 1;
  const taken: TakenStay[] =
    stay.endDate > stay.startDate
      ? await repo.takenStays(tx, listing.id, addDays(stay.startDate, -reach), addDays(stay.endDate, reach))
      : [];
  // A stay inside a gap shorter than the minimum stay has the orphan-night rule's own minimum.
  const orphanGap =
    orphan !== null && stay.endDate > stay.startDate && orphanGapOf(stay, taken, minimumNights) !== null;
  const rules = {
    ...listing,
    minimumNights: orphanGap ? (orphan?.minimumNights ?? minimumNights) : minimumNights,
  };
  const broken = checkStay(rules, stay, taken, today);
  // Booking: dates another reservation holds are a lost race (409), not a form mistake.
  if (broken?.rule === 'dates_taken' && options.takenIsConflict) {
    throw new AppError('DATES_UNAVAILABLE', paymentMessages.datesUnavailable);
  }
  if (broken) throw new FieldErrors({ [broken.field]: [broken.message] }, broken.message);
  const breakdown = calculatePrice(listings.toPricingListing(listing), {
    startDate: stay.startDate,
    endDate: stay.endDate,
    guests: stay.guests,
    nightlyPricesMinor: nights.map((n) => n.priceMinor),
    rules: pricingRules,
    bookedOn: today,
    orphanGap,
  });
  if (options.forCharge)
    assertChargeable(breakdown.currency, breakdown.totalPriceMinor, breakdown.refundableDamageDepositMinor);
  return { listing, breakdown };
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * Money is 64-bit, so any stay can be priced, asked about and stored; the bounds are the card provider's: a
 * stay (or deposit) Stripe would refuse to charge (over its maximum, under its minimum, off the currency's
 * step) is refused with a 422 before anything is held or the provider is called (money.ts `chargeProblem`).
 */
export function assertChargeable(currency: string, totalMinor: number, depositMinor = 0): void {
  if (isChargeableCurrency(currency) && Math.max(totalMinor, depositMinor) > maxChargeMinor(currency)) {
    const limit = amountLimitText(currency, maxChargeMinor(currency));
    const message = `The price of this stay must be ${limit} to be paid by card; choose a shorter stay`;
    throw FieldErrors.of('end_date', message);
  }
  const problem =
    chargeProblem(totalMinor, currency, 'The price of this stay') ??
    (depositMinor > 0 ? chargeProblem(depositMinor, currency, 'The damage deposit') : null);
  if (problem) throw FieldErrors.of('end_date', problem);
}

export async function calculation(
  db: Db,
  q: { listing_id: number; start_date: string; end_date: string; guests: number },
  now = new Date(),
): Promise<Calculation> {
  const { listing, breakdown } = await evaluateStay(db, stayOf(q), now);
  return { ...toCalculation(breakdown), cancellation: stayTerms(listing, breakdown, q.start_date, now) };
}

/** The policy's terms for a stay booked now and paid in full: what the stay page and Book now show. */
function stayTerms(listing: listings.BookableForStay, b: PriceBreakdown, startDate: string, now: Date) {
  const quote = quoteCancellation(
    {
      policy: isCancellationPolicy(listing.cancellationPolicy) ? listing.cancellationPolicy : 'moderate',
      startDate,
      checkInTime: listing.checkInTime,
      timeZone: listing.timeZone,
      bookedAt: now,
      nights: b.nightsCount,
      currency: b.currency,
      totalMinor: b.totalPriceMinor,
      cleaningFeeMinor: b.excludedFees.includes('cleaning_fee') ? 0 : b.cleaningFeeMinor,
      extraGuestsMinor: extraGuestsOf(b),
      taxesMinor: b.taxesMinor,
      taxes: b.taxes.map((t) => ({ label: t.name, amountMinor: t.amountMinor })),
      refundableMinor: b.totalPriceMinor,
    },
    now,
  );
  return toCancellationWire(quote, b.currency);
}

/**
 * Every night from the listing's today to the horizon that is held by a date-holding reservation or blocked,
 * and the nights whose price or minimum stay differs from the listing's (rates, decision 0046). Nights before
 * `today` (the listing's date, decision 0115) are implicitly unavailable and not listed.
 */
export async function unavailableDates(
  db: Db,
  listingId: number,
  now = new Date(),
): Promise<UnavailableDatesReply> {
  // Read for every date the listing's can be: it is known only with the row.
  const { earliest, latest } = datesOnEarth(now);
  const listing = await repo.findBookingCalendar(db, listingId, earliest, bookingHorizon(latest));
  if (!listing) throw notFound('Listing not found');
  const today = todayIn(listing.timeZone, now);
  const horizon = bookingHorizon(today);
  const nights = new Set<string>();
  for (const range of listing.taken) {
    const from = range.startDate < today ? today : range.startDate;
    const to = range.endDate > horizon ? horizon : range.endDate;
    for (let night = from; night < to; night = addDays(night, 1)) nights.add(night);
  }
  const currency = listing.currencyCode ?? DEFAULT_CURRENCY;
  const base = listing.priceMinor ?? 0;
  const nightly_prices: Record<string, number> = {};
  const minimum_nights: Record<string, number | null> = {};
  for (const n of rates.nightsWith(listing, listing.rates, today, horizon)) {
    if (n.priceMinor !== base) nightly_prices[n.date] = toMajor(n.priceMinor, currency);
    if (n.minimumNights !== listing.minimumNights) minimum_nights[n.date] = n.minimumNights;
  }
  return {
    today,
    unavailable_dates: [...nights].sort(),
    price: toMajor(base, currency),
    nightly_prices,
    minimum_nights,
  };
}

/**
 * Stores the inquiry as status 1 (it holds no dates) with a price snapshot and e-mails the host and the
 * guest (what happens next), in one transaction so that the mail is queued exactly when the inquiry exists. A copy of an open inquiry (same
 * e-mail, listing and dates) is refused with 409.
 */
export interface InquiryContext {
  db: Db;
  publicBaseUrl: string;
  holdHours: number;
  /** env.cardPayments: false means inquiries only, and the receipt promises no pay link. */
  cardPayments: boolean;
  /** "Inquiry received" e-mails per guest address (rateLimitRules' inquiryMailPerAddress). */
  guestMails: RateLimitRule;
}

export async function createInquiry(
  ctx: InquiryContext,
  input: InquiryData,
  now = new Date(),
): Promise<{ reservationId: number; uniqueHash: string; message: string }> {
  // The partial unique index of migration 0004 decides between concurrent copies: the first is stored
  // and e-mailed, every other copy rolls back whole (no row, no mail) and is told so.
  return refuseDuplicate(
    () => storeInquiry(ctx, input, now),
    () => new AppError('CONFLICT', bookingMessages.inquiryDuplicate),
  );
}

async function storeInquiry(
  ctx: InquiryContext,
  input: InquiryData,
  now: Date,
): Promise<{ reservationId: number; uniqueHash: string; message: string }> {
  return ctx.db.transaction(async (tx) => {
    await refuseBlockedEmail(tx, input.email_address, 'email_address');
    const { listing, breakdown } = await evaluateStay(tx, stayOf(input), now);
    const uniqueHash = newUniqueHash();
    const { id } = await repo.insertReservation(tx, {
      listingId: listing.id,
      uniqueHash,
      statusId: ReservationStatus.Inquiry,
      ...stayColumns(input, breakdown),
      promotionalEmails: input.promotional_emails,
      message: input.message || null,
      source: 'inquiry',
    });
    if (input.message) await startWithInquiry(tx, id, input.message);
    const host = { email: listing.hostEmail, firstName: listing.hostFirstName };
    await mailHostSide(tx, listing.id, host, (reader) =>
      inquiryToHostMail(listing, input, breakdown, ctx.publicBaseUrl, reader, ctx.cardPayments),
    );
    // Counted in this transaction, so a refused inquiry counts nothing and concurrent ones queue on the row.
    const guestMail = await hit(tx, `inquiry-mail:${input.email_address}`, ctx.guestMails);
    if (guestMail.allowed)
      await enqueueMail(
        tx,
        inquiryReceivedMail(listing, input, breakdown, {
          holdHours: ctx.cardPayments ? ctx.holdHours : null,
          threadUrl: `${ctx.publicBaseUrl}/reservation/${uniqueHash}#messages`,
        }),
      );
    return { reservationId: id, uniqueHash, message: bookingMessages.inquirySent };
  });
}
