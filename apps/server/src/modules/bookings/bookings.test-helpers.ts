import type { InquiryInput } from '@innkeep/contract/bookings';
import { addDays, todayIso } from '@innkeep/contract/dates';
import type { BillingFields, BillingInput, BookingInput } from '@innkeep/contract/payments';
import { calculatePrice } from '@innkeep/contract/pricing';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments, refunds, stripeFakeObjects } from '../../db/schema/payments.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { createReservation, type ReservationInsert } from '../../factories/reservations.factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type ListingPricingRow, toPricingListing } from '../listings/listings.service.ts';

/** What the readers below need of a test app: its database (one instance of several will do). */
type WithDb = Pick<TestApp, 'db'>;

export const day = (n: number) => addDays(todayIso(), n);

/** A complete inquiry body for the listing (`POST /api/bookings/inquiry`); override what the test is about. */
export function inquiryBody(listingId: number, overrides: Partial<InquiryInput> = {}): InquiryInput {
  return {
    listing_id: listingId,
    start_date: day(10),
    end_date: day(13),
    guests: 2,
    first_name: 'Ana',
    last_name: 'Silva',
    email_address: 'ana.guest@example.com',
    phone_number: '+351 912 345 678',
    ...overrides,
  };
}

/** The guest's billing address, as Book now and the finalise page send it. */
const billingFields: BillingFields = {
  billing_address: 'Rua Augusta 1',
  city: 'Lisbon',
  country: 'Portugal',
  zip_code: '1100-048',
};

/** A complete Book now body for the listing: the inquiry's guest and stay, billing and the card that pays. */
export function bookingBody(listingId: number, overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    ...inquiryBody(listingId),
    ...billingFields,
    payment_method_id: 'pm_card_visa',
    ...overrides,
  };
}

/** A complete Pay body for an approved stay's finalise page (`POST /api/bookings/billing`): billing and the card. */
export function billingBody(hash: string, overrides: Partial<BillingInput> = {}): BillingInput {
  return {
    reservation_id: hash,
    ...billingFields,
    payment_method_id: 'pm_card_visa',
    ...overrides,
  };
}

export const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

/** Book now with a card that pays at once (201): the new reservation as stored. */
export async function bookedStay(t: TestApp, body: BookingInput) {
  const res = await post(t, '/api/bookings', body);
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.reservation_id;
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

/** Sends an inquiry (`POST /api/bookings/inquiry`), asserting 201: its reservation's id and unique hash. */
export async function sentInquiry(t: TestApp, body: InquiryInput): Promise<{ id: number; hash: string }> {
  const res = await post(t, '/api/bookings/inquiry', body);
  expect(res.statusCode, res.body).toBe(201);
  const { reservation_id: id, unique_hash: hash } = res.json().data;
  return { id, hash };
}

/**
 * The guest passes the payment simulator's 3-D Secure step for a Book now that answered 202 (its reply's `data`),
 * and the page confirms the payment (201).
 */
export async function completeAuthentication(
  t: TestApp,
  booked: { next_action: { client_secret: string }; unique_hash: string },
) {
  await post(t, '/api/stripe/simulator/authenticate', {
    client_secret: booked.next_action.client_secret,
    outcome: 'complete',
  });
  expect((await post(t, '/api/bookings/confirm', { reservation_id: booked.unique_hash })).statusCode).toBe(
    201,
  );
}

/** A stay made by `paidStayOn` or `inquiryOn`: the reservation, its guest's e-mail and the listing made for it. */
export interface GuestStay {
  id: number;
  hash: string;
  email: string;
  listingId: number;
}

let guests = 0;
/** A new listing of the host's (`listing` over the factory's values) and an e-mail no other guest of the file has. */
async function newListingAndGuest(t: TestApp, hostId: number, listing: Partial<ListingInsert>) {
  guests += 1;
  const { id } = await createListing(t.db, hostId, listing);
  return { listingId: id, email: `stay${guests}.guest@example.com` };
}

/**
 * Book now on a new listing of the host's, paid at once (201), by a guest of its own: `booking` sets the dates,
 * the card or any other field of the body. `totalMinor` is the total charged.
 */
export async function paidStayOn(
  t: TestApp,
  hostId: number,
  listing: Partial<ListingInsert> = {},
  booking: Partial<BookingInput> = {},
): Promise<GuestStay & { totalMinor: number }> {
  const { listingId, email } = await newListingAndGuest(t, hostId, listing);
  const body = bookingBody(listingId, { email_address: email, ...booking });
  const r = await bookedStay(t, body);
  return {
    id: r.id,
    hash: r.uniqueHash,
    email: body.email_address,
    listingId,
    totalMinor: r.totalPriceMinor,
  };
}

/** An inquiry (201) on a new listing of the host's by a guest of its own, as `paidStayOn` books. */
export async function inquiryOn(
  t: TestApp,
  hostId: number,
  listing: Partial<ListingInsert> = {},
  inquiry: Partial<InquiryInput> = {},
): Promise<GuestStay> {
  const { listingId, email } = await newListingAndGuest(t, hostId, listing);
  const body = inquiryBody(listingId, { email_address: email, ...inquiry });
  return { ...(await sentInquiry(t, body)), email: body.email_address, listingId };
}

/**
 * An inquiry the host approved (status 3) for 2 guests over the 3 nights from `day(start)`, priced as the listing
 * prices them, its dates held until `holdUntil`; `guest` sets the guest's fields.
 */
export async function approvedInquiryOn(
  t: WithDb,
  listing: ListingPricingRow & { id: number },
  start: number,
  holdUntil: Date,
  guest: Partial<ReservationInsert> = {},
) {
  const stay = { startDate: day(start), endDate: day(start + 3) };
  const breakdown = calculatePrice(toPricingListing(listing), { ...stay, guests: 2 });
  return createReservation(t.db, listing.id, {
    ...stay,
    statusId: 3,
    source: 'inquiry',
    currency: breakdown.currency,
    baseRateMinor: breakdown.nightlyPriceMinor,
    totalPriceMinor: breakdown.totalPriceMinor,
    depositMinor: breakdown.refundableDamageDepositMinor,
    priceBreakdown: { ...breakdown },
    holdExpiresAt: holdUntil,
    ...guest,
  });
}

/** Moves a stay to the nights from `day(start)` to `day(end)`, as if days had passed (-1 to 2: under way). */
export const moveStay = (t: WithDb, reservationId: number, start: number, end: number) =>
  t.db
    .update(reservations)
    .set({ startDate: day(start), endDate: day(end) })
    .where(eq(reservations.id, reservationId));

/** Moves a stay to `nights` nights that ended `daysAgo` days ago: checked out, as if the days had passed. */
export const checkedOut = (t: WithDb, reservationId: number, daysAgo: number, nights = 3) =>
  moveStay(t, reservationId, -daysAgo - nights, -daysAgo);

/** The price of a stay as the guest is quoted it (`GET /api/bookings/calculation`). */
export const calculation = (t: TestApp, listingId: number, start: string, end: string, guests = 2) =>
  t.app.inject({
    url: `/api/bookings/calculation?listing_id=${listingId}&start_date=${start}&end_date=${end}&guests=${guests}`,
  });

export interface SimulatedIntent {
  id: string;
  status: string;
  amountMinor: number;
  amountReceived: number;
  currency: string;
  captureMethod: string;
  customerId: string | null;
  metadata: Record<string, string>;
}

/** The simulator's objects of one kind, as the Stripe fake keeps them (Stripe's JSON), oldest first. */
export async function simulatedObjects(t: WithDb, kind: string): Promise<Record<string, unknown>[]> {
  const rows = await t.db
    .select({ data: stripeFakeObjects.data })
    .from(stripeFakeObjects)
    .where(eq(stripeFakeObjects.kind, kind))
    .orderBy(stripeFakeObjects.createdAt);
  return rows.map((r) => r.data);
}

/** The simulator's PaymentIntents (of one reservation): the charges actually made at the "provider". */
export async function simulatedIntents(t: WithDb, reservationId?: number): Promise<SimulatedIntent[]> {
  return (await simulatedObjects(t, 'payment_intent'))
    .filter(
      (pi) =>
        reservationId === undefined ||
        (pi.metadata as Record<string, string>).reservation_id === String(reservationId),
    )
    .map((pi) => ({
      id: String(pi.id),
      status: String(pi.status),
      amountMinor: Number(pi.amount),
      amountReceived: Number(pi.amount_received),
      currency: String(pi.currency),
      captureMethod: String(pi.capture_method),
      customerId: (pi.customer as string | null) ?? null,
      metadata: pi.metadata as Record<string, string>,
    }));
}

/** The simulator's refunds (of one PaymentIntent): the money actually sent back at the "provider". */
export async function simulatedRefunds(t: WithDb, paymentIntentId?: string) {
  return (await simulatedObjects(t, 'refund'))
    .map((r) => ({ amountMinor: Number(r.amount), paymentIntentId: String(r.payment_intent) }))
    .filter((r) => paymentIntentId === undefined || r.paymentIntentId === paymentIntentId);
}

/** The reservation as stored; a missing one fails the test. */
export async function reservationRow(t: WithDb, reservationId: number) {
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!row) throw new Error(`no reservation ${reservationId}`);
  return row;
}

/** The reservation's status id now (undefined for an unknown id). */
export const statusOf = async (t: WithDb, reservationId: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]?.statusId;

/** The reservation's history events. */
export const eventsOf = (t: WithDb, reservationId: number) =>
  t.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, reservationId));

/** The refunds of every payment of the reservation. */
export async function refundsOf(t: WithDb, reservationId: number) {
  const ids = (await paymentsOf(t, reservationId)).map((p) => p.id);
  return (await t.db.select().from(refunds)).filter((r) => ids.includes(r.paymentId));
}

export async function reservationsOf(t: WithDb, listingId: number) {
  return t.db.select().from(reservations).where(eq(reservations.listingId, listingId));
}

export async function paymentsOf(
  t: WithDb,
  reservationId: number,
  kind?: 'stay' | 'deposit' | 'deposit_claim',
) {
  return t.db
    .select()
    .from(payments)
    .where(
      kind
        ? and(eq(payments.reservationId, reservationId), eq(payments.kind, kind))
        : eq(payments.reservationId, reservationId),
    )
    .orderBy(payments.id);
}
