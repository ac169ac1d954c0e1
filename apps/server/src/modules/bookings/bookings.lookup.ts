import type { BookingLookupData } from '@innkeep/contract/booking-lookup';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { statusOf } from '@innkeep/contract/reservations';
import type { Db } from '../../db/client.ts';
import { isEmailBlocked } from '../blocked-emails/blocked-emails.service.ts';
import { enqueueMail, renderEmail, stayDates } from '../mail/mail.service.ts';
import { hit, type RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import * as repo from './bookings.repository.ts';

/** Stays that ended longer ago than this are not sent: the mail is for trips a guest is still busy with. */
export const LOOKUP_ENDED_WITHIN_DAYS = 90;
/** At most this many trip links in one mail. */
export const LOOKUP_MAX_TRIPS = 10;

export interface LookupContext {
  db: Db;
  publicBaseUrl: string;
  /** Lookup mails per address (rateLimitRules' bookingLookupPerAddress). */
  perAddress: RateLimitRule;
}

type Trip = Awaited<ReturnType<typeof repo.tripsOfAddress>>[number];

/** One mail with a link to each of the address's trip pages: the unguessable link is the only key to a trip. */
export function tripLinksMail(to: string, trips: Trip[], baseUrl: string) {
  const url = (t: Trip) => `${baseUrl}/reservation/${t.uniqueHash}`;
  const line = (t: Trip) =>
    `${t.listingName}, ${stayDates(t)} (reservation ${t.id}, ${
      statusOf(t.statusId)?.name.toLowerCase() ?? 'booking'
    }): ${url(t)}`;
  const [only] = trips;
  return renderEmail({
    to,
    subject: trips.length === 1 ? 'Your booking on Innkeep' : `Your ${trips.length} bookings on Innkeep`,
    preheader: 'The links to your trip pages, as you asked.',
    greeting: 'Hello,',
    paragraphs: [
      trips.length === 1
        ? 'You asked for the link to your booking. Open it to see your trip page:'
        : 'You asked for the links to your bookings. Each opens its trip page:',
      ...trips.map(line),
    ],
    ...(trips.length === 1 && only ? { action: { label: 'Open your trip page', url: url(only) } } : {}),
    footnote:
      'You received this e-mail because someone asked on Innkeep for the bookings of this address. If it was not you, ignore it: the links were sent only to you.',
  });
}

/**
 * "Find my booking": e-mails the address the links to its trips. The caller answers the same whatever happens
 * here (no bookings, a blocked address, the per-address limit reached), so the answer tells nobody whether an
 * address has bookings; only its inbox does.
 */
export async function lookUpBookings(ctx: LookupContext, input: BookingLookupData, today = todayIso()) {
  const email = input.email_address;
  await ctx.db.transaction(async (tx) => {
    // Counted for every lookup, known address or not: the limit protects an inbox, and the answer never says.
    if (!(await hit(tx, `booking-lookup:email:${email}`, ctx.perAddress)).allowed) return;
    const trips = await repo.tripsOfAddress(tx, {
      email,
      endedSince: addDays(today, -LOOKUP_ENDED_WITHIN_DAYS),
      today,
      reservationId: input.reservation_number,
      limit: LOOKUP_MAX_TRIPS,
    });
    if (trips.length === 0 || (await isEmailBlocked(tx, email))) return;
    await enqueueMail(tx, tripLinksMail(email, trips, ctx.publicBaseUrl));
  });
}
