import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost, createBookableListing } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { createTestApp, type TestApp, useTestApp, withTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { releaseUnopenedHolds } from './bookings.holds.ts';
import {
  approvedInquiryOn,
  billingBody,
  bookingBody,
  day,
  post,
  reservationsOf,
  simulatedIntents,
} from './bookings.test-helpers.ts';

// docs/requirements/money.md#R-M16 and docs/requirements/bookings.md#R-B10 (decision 0025): Book now, Pay and the staff form take a card only when card
// payment is on and the host's account can take charges; otherwise the listing says so and the server
// refuses before anything is held or charged.

const t = useTestApp();

const stay = (id: number) => t.app.inject({ url: `/api/stays/${id}` });

describe('Book now only where the host can be paid', () => {
  it('a host not connected: the listing offers no Book now, and Book now is refused with nothing held', async () => {
    const host = await createUser(t.db);
    const l = await createListing(t.db, host.id, { refundableDamageDepositMinor: 0 });
    expect((await stay(l.id)).json().data.book_now_available).toBe(false);
    const res = await post(t, '/api/bookings', bookingBody(l.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: paymentGateMessages.hostCannotBePaid,
      code: 'CARD_PAYMENT_UNAVAILABLE',
    });
    expect(await reservationsOf(t, l.id)).toEqual([]);
    expect(await simulatedIntents(t)).toEqual([]);

    // Once the host finishes onboarding, Book now is offered and books.
    await connectHost(t.db, host.id);
    expect((await stay(l.id)).json().data.book_now_available).toBe(true);
    expect((await post(t, '/api/bookings', bookingBody(l.id))).statusCode).toBe(201);
  });

  it('an account that cannot take charges (onboarding unfinished) counts as not connected', async () => {
    const host = await createUser(t.db);
    await t.db.insert(paymentAccounts).values({
      userId: host.id,
      provider: 'simulator',
      accountId: `acct_sim_pending_${host.id}`,
      chargesEnabled: false,
    });
    const l = await createListing(t.db, host.id, { refundableDamageDepositMinor: 0 });
    expect((await stay(l.id)).json().data.book_now_available).toBe(false);
    expect((await post(t, '/api/bookings', bookingBody(l.id))).json().code).toBe('CARD_PAYMENT_UNAVAILABLE');
    // An inquiry is still taken: that is the way in for this listing.
    const { payment_method_id, billing_address, city, country, zip_code, ...inquiry } = bookingBody(l.id);
    expect((await post(t, '/api/bookings/inquiry', inquiry)).statusCode).toBe(201);
  });

  it('the staff form of a host not connected says to connect first', async () => {
    const me = await signedInHost(t.db);
    const l = await createListing(t.db, me.user.id, { refundableDamageDepositMinor: 0 });
    const { payment_method_id, billing_address, city, country, zip_code, promotional_emails, ...guest } =
      bookingBody(l.id);
    const res = await post(
      t,
      '/api/reservations',
      { reservation: guest, billing: { billing_address, city, country, zip_code }, payment_method_id },
      me.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(paymentGateMessages.connectFirst);
    expect(await reservationsOf(t, l.id)).toEqual([]);
  });

  it('Pay for an approved inquiry whose host cannot take charges any more is refused; it stays approved', async () => {
    const host = await createUser(t.db);
    const listing = await createListing(t.db, host.id);
    const r = await approvedInquiryOn(t, listing, 10, new Date(Date.now() + 3_600_000));
    const res = await post(t, '/api/bookings/billing', billingBody(r.uniqueHash));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CARD_PAYMENT_UNAVAILABLE',
      error: paymentGateMessages.hostCannotBePaidNow,
    });
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(after).toMatchObject({ statusId: 3, paymentAttempts: 0, billingAddress: null });
    expect(await simulatedIntents(t, r.id)).toEqual([]);
  });
});

describe('card payment off: production without Stripe or PAYMENTS_SIMULATOR=on', () => {
  it('says so in the config and on every listing, and refuses Book now even for a connected host', async () => {
    await withTestApp({ PAYMENTS_SIMULATOR: 'off' }, async (off) => {
      const l = await createBookableListing(off.db, { refundableDamageDepositMinor: 0 });
      const config = await off.app.inject({ url: '/api/config' });
      expect(config.json().payments).toMatchObject({ enabled: false });
      expect((await off.app.inject({ url: `/api/stays/${l.id}` })).json().data.book_now_available).toBe(
        false,
      );
      const res = await post(off, '/api/bookings', bookingBody(l.id));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: paymentGateMessages.cardPaymentsOff,
        code: 'CARD_PAYMENT_UNAVAILABLE',
      });
      expect(await reservationsOf(off, l.id)).toEqual([]);
      expect(await simulatedIntents(off)).toEqual([]);
    });
  });

  it('production with the opt-in takes cards on the simulator (npm start’s demo)', async () => {
    await withTestApp({ NODE_ENV: 'production', PAYMENTS_SIMULATOR: 'on' }, async (demo) => {
      const l = await createBookableListing(demo.db, { refundableDamageDepositMinor: 0 });
      expect((await demo.app.inject({ url: '/api/config' })).json().payments.enabled).toBe(true);
      expect((await post(demo, '/api/bookings', bookingBody(l.id))).statusCode).toBe(201);
    });
  });
});

describe('open payment holds per address and e-mail', () => {
  let held: TestApp;
  let listingIds: number[];
  beforeAll(async () => {
    held = await createTestApp({
      PAYMENT_HOLDS_PER_IP: '2',
      PAYMENT_HOLDS_PER_EMAIL: '2',
      PAYMENT_HOLDS_PER_CARD: '100',
    });
    const host = await createUser(held.db);
    await connectHost(held.db, host.id);
    listingIds = [];
    for (let i = 0; i < 8; i++) {
      listingIds.push((await createListing(held.db, host.id, { refundableDamageDepositMinor: 0 })).id);
    }
  });
  afterAll(() => held.close());

  /** A Book now whose card asks for 3-D Secure: it holds its dates (status 4) while the bank waits. */
  const hold = (listing: number, email: string, ip: string, start = 10) =>
    held.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: ip,
      payload: bookingBody(listing, {
        email_address: email,
        payment_method_id: 'pm_card_authenticationRequired',
        start_date: day(start),
        end_date: day(start + 2),
      }),
    });
  const openHolds = async () =>
    (await held.db.select().from(reservations)).filter((r) => r.statusId === 4).length;

  it('a third open hold from one address is refused with 429; another address still books', async () => {
    const [a, b, c, d] = listingIds;
    expect((await hold(a!, 'one@example.com', '203.0.113.1')).statusCode).toBe(202);
    expect((await hold(b!, 'two@example.com', '203.0.113.1')).statusCode).toBe(202);
    const third = await hold(c!, 'three@example.com', '203.0.113.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', error: paymentGateMessages.tooManyHolds(15) });
    expect(Number(third.headers['retry-after'])).toBe(15 * 60);
    expect(await openHolds()).toBe(2);
    expect((await hold(d!, 'four@example.com', '203.0.113.2')).statusCode).toBe(202);
    expect(await openHolds()).toBe(3);
  });

  it('a third open hold for one e-mail is refused from any address, whatever its case', async () => {
    const [, , , , e, f, g] = listingIds;
    expect((await hold(e!, 'same@example.com', '198.51.100.1', 40)).statusCode).toBe(202);
    expect((await hold(f!, 'Same@Example.com', '198.51.100.2', 40)).statusCode).toBe(202);
    const third = await hold(g!, 'same@example.com', '198.51.100.3', 40);
    expect(third.statusCode).toBe(429);
    expect(
      (await held.db.select().from(reservations)).filter((r) => r.holdClientIp === '198.51.100.3'),
    ).toEqual([]);
  });

  it('a hold that ends (here: paid after 3-D Secure) no longer counts', async () => {
    const [, , , , , , g, h] = listingIds;
    const first = await hold(g!, 'seven@example.com', '203.0.113.7', 70);
    expect((await hold(h!, 'eight@example.com', '203.0.113.7', 70)).statusCode).toBe(202);
    expect((await hold(g!, 'nine@example.com', '203.0.113.7', 80)).statusCode).toBe(429);
    const sim = await held.app.inject({
      method: 'POST',
      url: '/api/stripe/simulator/authenticate',
      payload: { client_secret: first.json().data.next_action.client_secret, outcome: 'complete' },
    });
    expect(sim.json()).toEqual({ data: { status: 'succeeded' } });
    expect((await hold(g!, 'nine@example.com', '203.0.113.7', 80)).statusCode).toBe(202);
  });

  it('parallel requests from one address never hold more than the limit', async () => {
    const answers = await Promise.all(
      listingIds.slice(0, 6).map((id, i) => hold(id, `burst${i}@example.com`, '192.0.2.9', 120)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, 429, 429, 429, 429]);
    const open = (await held.db.select().from(reservations)).filter(
      (r) => r.holdClientIp === '192.0.2.9' && r.statusId === 4,
    );
    expect(open).toHaveLength(2);
    const charged = await Promise.all(open.map((r) => simulatedIntents(held, r.id)));
    expect(charged.flat()).toHaveLength(2);
  });
});

describe('open payment holds per listing and per card, whatever the addresses', () => {
  /** Many addresses, each under its own limit, and a fresh e-mail for every hold: what one person can rent. */
  const holdFrom = (app: TestApp, listing: number, n: number, card = 'pm_card_authenticationRequired') =>
    app.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: `203.0.113.${10 + (n % 3)}`,
      payload: bookingBody(listing, {
        email_address: `window${n}@example.com`,
        payment_method_id: card,
        start_date: day(10 + n * 8),
        end_date: day(17 + n * 8),
      }),
    });
  const openOf = async (app: TestApp) =>
    (await app.db.select().from(reservations)).filter((r) => r.statusId === 4);

  it('from 3 addresses, 9 date windows of one listing: 3 are held, the rest refused with the reason', async () => {
    await withTestApp({ PAYMENT_HOLDS_PER_CARD: '100' }, async (app) => {
      const host = await createUser(app.db);
      await connectHost(app.db, host.id);
      const l = await createListing(app.db, host.id, { refundableDamageDepositMinor: 0 });
      const answers = [];
      for (let n = 0; n < 9; n++) answers.push(await holdFrom(app, l.id, n));
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429]);
      expect(answers[3]?.json()).toEqual({
        error: paymentGateMessages.tooManyListingHolds(15),
        code: 'RATE_LIMITED',
      });
      expect(Number(answers[3]?.headers['retry-after'])).toBe(15 * 60);
      const open = await openOf(app);
      expect(open).toHaveLength(3);
      expect(
        open.reduce((nights, r) => nights + (Date.parse(r.endDate) - Date.parse(r.startDate)) / 864e5, 0),
      ).toBe(21);
      // Another listing of the same host is not touched by this one's holds.
      const other = await createListing(app.db, host.id, { refundableDamageDepositMinor: 0 });
      expect((await holdFrom(app, other.id, 0)).statusCode).toBe(202);
    });
  });

  it('one card holds at most 3 stays from any address and e-mail; another card still holds', async () => {
    await withTestApp({ PAYMENT_HOLDS_PER_LISTING: '100' }, async (app) => {
      const host = await createUser(app.db);
      await connectHost(app.db, host.id);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await createListing(app.db, host.id, { refundableDamageDepositMinor: 0 })).id);
      const answers = [];
      for (let n = 0; n < 4; n++) answers.push(await holdFrom(app, ids[n]!, n));
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 429]);
      expect(answers[3]?.json().error).toBe(paymentGateMessages.tooManyCardHolds(15));
      const open = await openOf(app);
      expect(open).toHaveLength(3);
      expect(new Set(open.map((r) => r.holdCardFingerprint)).size).toBe(1);
      expect(open[0]?.holdCardFingerprint).toMatch(/^[\w-]{16}$/);
      // The refused request held nothing and charged nothing.
      expect(await reservationsOf(app, ids[3]!)).toEqual([]);
      expect((await holdFrom(app, ids[4]!, 4, 'pm_card_authenticationRequiredOnSetup')).statusCode).toBe(202);
    });
  });
});

describe('a hold whose bank check is never opened is released early', () => {
  it('after PAYMENT_AUTH_START_MINUTES unless the browser reported opening the check', async () => {
    const l = await createBookableListing(t.db, { refundableDamageDepositMinor: 0 });
    const threeDs = (start: number, email: string) =>
      post(
        t,
        '/api/bookings',
        bookingBody(l.id, {
          start_date: day(start),
          end_date: day(start + 2),
          email_address: email,
          payment_method_id: 'pm_card_authenticationRequired',
        }),
      );
    const abandoned = await threeDs(20, 'never.opened@example.com');
    const opened = await threeDs(30, 'opened@example.com');
    expect([abandoned.statusCode, opened.statusCode]).toEqual([202, 202]);
    const started = await post(t, '/api/bookings/authentication-started', {
      reservation_id: opened.json().data.unique_hash,
    });
    expect(started.json()).toEqual({ data: { waiting: true } });
    // Repeating the report changes nothing; an unknown reservation is 404.
    const again = await post(t, '/api/bookings/authentication-started', {
      reservation_id: opened.json().data.unique_hash,
    });
    expect(again.json()).toEqual({ data: { waiting: true } });
    const unknown = await post(t, '/api/bookings/authentication-started', { reservation_id: 'nope' });
    expect(unknown.statusCode).toBe(404);

    // Two minutes on nothing is released; past three the never-opened one is, and its dates are free.
    expect(await releaseUnopenedHolds(t.app.deps, new Date(Date.now() + 2 * 60_000))).toBe(0);
    expect(await releaseUnopenedHolds(t.app.deps, new Date(Date.now() + 4 * 60_000))).toBe(1);
    const rows = await reservationsOf(t, l.id);
    const status = (id: number) => rows.find((r) => r.id === id)?.statusId;
    expect(status(abandoned.json().data.reservation_id)).toBe(5);
    expect(status(opened.json().data.reservation_id)).toBe(4);
    const [intent] = await simulatedIntents(t, abandoned.json().data.reservation_id);
    expect(intent!.status).toBe('canceled');
    const after = await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: abandoned.json().data.next_action.client_secret,
      outcome: 'complete',
    });
    expect(after.json()).toEqual({ data: { status: 'canceled' } });
    // The released dates book again.
    const rebook = await post(
      t,
      '/api/bookings',
      bookingBody(l.id, { start_date: day(20), end_date: day(22), email_address: 'next@example.com' }),
    );
    expect(rebook.statusCode).toBe(201);
  });
});
