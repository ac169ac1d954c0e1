import { bookingLookupMessages } from '@innkeep/contract/booking-lookup';
import { messages } from '@innkeep/contract/messages';
import { like } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { createBlockedEmail } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation, createStayPayment } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { day } from './bookings.test-helpers.ts';

// "Find my booking": the answer is the same for every address; only the address's inbox learns anything.
const t = useTestApp({ TRUST_PROXY: 'true' });
let listingId: number;
beforeAll(async () => {
  const host = await createUser(t.db);
  listingId = (await createListing(t.db, host.id, { externalListingName: 'Alfama loft' })).id;
});

let ipSeq = 0;
const lookup = (payload: unknown, ip = `198.51.100.${++ipSeq}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/lookup',
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });
/** A stay on the listing from day `start` to day `end`, booked under `emailAddress`; paid unless `statusId` says. */
const stayOf = (start: number, end: number, emailAddress: string, statusId?: number) =>
  createReservation(t.db, listingId, {
    startDate: day(start),
    endDate: day(end),
    emailAddress,
    ...(statusId === undefined ? {} : { statusId }),
  });

describe('POST /api/bookings/lookup', () => {
  it('answers 202 alike for a known and an unknown address; only the known one gets its trip links', async () => {
    const paid = await stayOf(20, 23, 'Ana.Known@Example.com');
    const inquiry = await stayOf(40, 42, 'ana.known@example.com', 1);
    const declined = await stayOf(50, 52, 'ana.known@example.com', 2);
    const longAgo = await stayOf(-200, -198, 'ana.known@example.com');
    // A refused card (or a hold run out) leaves a cancelled stay never paid: an attempt, not a booking. A paid
    // stay cancelled since is one.
    const attempt = await stayOf(60, 62, 'ana.known@example.com', 5);
    await createStayPayment(t.db, attempt.id, { status: 'failed' });
    const paidThenCancelled = await stayOf(70, 72, 'ana.known@example.com', 5);
    await createStayPayment(t.db, paidThenCancelled.id);

    const known = await lookup({ email_address: ' ANA.known@example.com ' });
    const unknown = await lookup({ email_address: 'nobody@example.com' });
    expect(known.statusCode, known.body).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: bookingLookupMessages.sent });
    expect(unknown.body).toBe(known.body);

    expect(await mailsTo(t, 'nobody@example.com')).toHaveLength(0);
    const [mail, ...more] = await mailsTo(t, 'ana.known@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(`/reservation/${paid.uniqueHash}`);
    expect(mail!.text).toContain(`/reservation/${inquiry.uniqueHash}`);
    expect(mail!.text).toContain('Alfama loft');
    expect(mail!.text).not.toContain(declined.uniqueHash);
    expect(mail!.text).not.toContain(longAgo.uniqueHash);
    expect(mail!.text).not.toContain(attempt.uniqueHash);
    expect(mail!.text).toContain(`/reservation/${paidThenCancelled.uniqueHash}`);
    expect(mail!.subject).toBe('Your 3 bookings on Innkeep');
  });

  it('sends the coming trips first, soonest first, then the latest past ones, ten at most', async () => {
    const own = await createListing(t.db, (await createUser(t.db)).id);
    const stay = (start: number) =>
      createReservation(t.db, own.id, {
        startDate: day(start),
        endDate: day(start + 2),
        emailAddress: 'many@example.com',
      });
    const past = [];
    for (const start of [-80, -60, -40, -20]) past.push(await stay(start));
    const coming = [];
    for (let start = 180; start >= 100; start -= 10) coming.push(await stay(start));
    expect((await lookup({ email_address: 'many@example.com' })).statusCode).toBe(202);
    const [mail] = await mailsTo(t, 'many@example.com');
    expect(mail!.subject).toBe('Your 10 bookings on Innkeep');
    const order = [...coming.reverse(), past[3]!].map((r) => mail!.text.indexOf(r.uniqueHash));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const older of past.slice(0, 3)) expect(mail!.text).not.toContain(older.uniqueHash);
  });

  it('with a reservation number, sends that trip only, and only to its own address', async () => {
    const mine = await stayOf(60, 62, 'two@example.com');
    const other = await stayOf(70, 72, 'two@example.com');
    const stranger = await stayOf(80, 82, 'someone-else@example.com');
    expect(
      (await lookup({ email_address: 'two@example.com', reservation_number: String(mine.id) })).statusCode,
    ).toBe(202);
    const [mail] = await mailsTo(t, 'two@example.com');
    expect(mail!.text).toContain(mine.uniqueHash);
    expect(mail!.text).not.toContain(other.uniqueHash);
    expect(mail!.html).toContain('Open your trip page');

    // Someone else's reservation number under this address: the same answer, and nothing is sent.
    const res = await lookup({ email_address: 'two@example.com', reservation_number: stranger.id });
    expect(res.statusCode).toBe(202);
    expect(await mailsTo(t, 'two@example.com')).toHaveLength(1);
    expect(await mailsTo(t, 'someone-else@example.com')).toHaveLength(0);
  });

  it('sends nothing to a blocked address, with the same answer', async () => {
    await stayOf(90, 92, 'blocked-guest@example.com');
    await createBlockedEmail(t.db, { email: 'blocked-guest@example.com' });
    const res = await lookup({ email_address: 'blocked-guest@example.com' });
    expect(res.statusCode).toBe(202);
    expect(await mailsTo(t, 'blocked-guest@example.com')).toHaveLength(0);
  });

  it('mails one address at most 3 times an hour, from any visitor; the answer stays 202', async () => {
    await stayOf(100, 102, 'flooded@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => lookup({ email_address: 'flooded@example.com' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(202));
    expect(await mailsTo(t, 'flooded@example.com')).toHaveLength(3);
  });

  it('refuses a visitor past 10 lookups an hour with 429, whatever the address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expect((await lookup({ email_address: `visitor${i}@example.com` }, ip)).statusCode).toBe(202);
    }
    const refused = await lookup({ email_address: 'one-more@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another visitor is not affected.
    expect((await lookup({ email_address: 'one-more@example.com' })).statusCode).toBe(202);
  });

  it('refuses bad input with 422 and a clear message, sending and counting nothing', async () => {
    await stayOf(110, 112, 'careful@example.com');
    const cases: [unknown, string, string][] = [
      [{}, 'email_address', messages.emailRequired],
      [{ email_address: 'not-an-address' }, 'email_address', messages.emailInvalid],
      [
        { email_address: 'careful@example.com', reservation_number: 'abc' },
        'reservation_number',
        bookingLookupMessages.reservationNumber,
      ],
      [
        { email_address: 'careful@example.com', reservation_number: -4 },
        'reservation_number',
        bookingLookupMessages.reservationNumber,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await lookup(payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    expect(await mailsTo(t, 'careful@example.com')).toHaveLength(0);
    const counters = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'booking-lookup:email:careful%'));
    expect(counters).toHaveLength(0);
  });
});
