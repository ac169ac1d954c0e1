import { addDays, todayIso } from '@innkeep/contract/dates';
import { depositClaimOutcomeMessages as outcome } from '@innkeep/contract/deposit';
import { reservationMessages as msg } from '@innkeep/contract/reservations';
import { DEPOSIT_CLAIM_DAYS } from '@innkeep/contract/reservations-money';
import { todayIn } from '@innkeep/contract/time-zones';
import { and, eq, sql } from 'drizzle-orm';
import { payments as paymentsTable, stripeFakeObjects } from '../../db/schema/payments.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { deferred } from '../../test/deferred.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookingBody,
  checkedOut,
  completeAuthentication,
  paymentsOf,
  post,
  simulatedIntents,
} from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import * as paymentJobs from '../payments/payments.jobs.service.ts';
import { joinTeam } from '../team/team.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

/**
 * Damage deposit claims (decision 0024) on the payment simulator: nothing is held at booking, the stay saves
 * the card with the guest's consent, and a claim is a new off-session charge of it.
 */
let seq = 0;

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', PLATFORM_FEE_PERCENT: '10' });
const host = useConnectedHost(t);
const other = useSignedInHost(t);

/** A stay paid through Book now with the card, on a listing of its own; 3-D Secure cards are authenticated. */
async function paidStay(depositMinor = 200_00, card = 'pm_card_visa', timeZone = 'Europe/Lisbon') {
  seq += 1;
  const email = `claim.guest${seq}@example.com`;
  const listing = await createListing(t.db, host.user.id, {
    refundableDamageDepositMinor: depositMinor,
    timeZone,
  });
  const body = bookingBody(listing.id, { email_address: email, payment_method_id: card });
  const res = await post(t, '/api/bookings', body);
  if (res.statusCode === 202) {
    await completeAuthentication(t, res.json().data);
  } else {
    expect(res.statusCode, res.body).toBe(201);
  }
  const id: number = res.json().data.reservation_id;
  const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return { id, email, hash: r!.uniqueHash };
}

const detail = (id: number) => t.app.inject({ url: `/api/reservations/${id}`, headers: host.headers });
const claim = (id: number, payload: Record<string, unknown>, headers = host.headers) =>
  t.app.inject({ method: 'POST', url: `/api/reservations/${id}/deposit-claim`, headers, payload });
const claimsOf = (id: number) => paymentsOf(t, id, 'deposit_claim');
const guestClaim = (hash: string, action = '') =>
  t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/bookings/reservation/${hash}/deposit-claim${action}`,
  });
/** The guest accepts the claim on their page (decision 0060): only then is the card charged. */
async function accept(hash: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/reservation/${hash}/deposit-claim/answer`,
    payload: { answer: 'accept' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the claim window', () => {
  it("opens on the check-out day and closes after its last day as the listing's calendar reads them", async () => {
    // At any hour one of these listings is on another date than UTC: Kiritimati (+14) a day ahead from 10:00
    // UTC, Pago Pago (-11) a day behind until 11:00 UTC. UTC's date would refuse the claim in either case.
    const utcToday = todayIso();
    const zone = todayIn('Pacific/Kiritimati') !== utcToday ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const local = todayIn(zone);
    expect(local).not.toBe(utcToday);
    const { id } = await paidStay(200_00, 'pm_card_visa', zone);
    // Ahead: the stay checks out today there (tomorrow in UTC). Behind: today there is the window's last day.
    const end = local > utcToday ? local : addDays(local, -(DEPOSIT_CLAIM_DAYS - 1));
    await t.db
      .update(reservations)
      .set({ startDate: addDays(end, -3), endDate: end })
      .where(eq(reservations.id, id));
    expect((await detail(id)).json().data.deposit).toMatchObject({ claimable: true });
    const res = await claim(id, { amount: 50_00, reason: 'A chipped bowl' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a deposit claim that is charged', () => {
  it('is a new off-session payment of the saved card, with its key and fee; the guest and host are told', async () => {
    const { id, email, hash } = await paidStay(200_00);
    await checkedOut(t, id, 2);
    // The trip page asks for a claim only once there is one.
    const tripHasClaim = async () =>
      (await t.app.inject({ url: `/api/bookings/reservation/${hash}` })).json().data.data.has_deposit_claim;
    expect(await tripHasClaim()).toBe(false);
    const before = await detail(id);
    expect(before.json().data.deposit).toMatchObject({
      state: 'available',
      amount: 200,
      claimable: true,
      failure: null,
    });

    const res = await claim(id, { amount: 80_00, reason: 'Broken lamp in the bedroom' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Your claim of €80 was sent to the guest/);
    expect(res.json().data.deposit).toMatchObject({ state: 'awaiting_answer', claimable: false });
    expect(await tripHasClaim()).toBe(true);
    // Nothing is charged before the guest answers (decision 0060).
    expect(await claimsOf(id)).toEqual([]);
    const filed = (await mailsTo(t, email)).find((m) => m.subject.includes('damage deposit'));
    expect(filed?.subject).toContain('claims €80');
    expect(filed?.text).toContain('Broken lamp in the bedroom');
    expect(filed?.text).toContain(`https://innkeep.test/reservation/${hash}/deposit-claim`);
    expect(filed?.text).not.toMatch(/held on your card|released/);
    // The answer time on the listing's clock, named, in the mail, the host's message and the drawer (R-H21).
    expect(filed?.text).toMatch(/accept or object by \w{3} \d{1,2}, \d{4}, \d\d:\d\d Lisbon time\./);
    expect(res.json().message).toContain('Lisbon time');
    expect(res.json().data.deposit.claim.time_zone).toBe('Europe/Lisbon');

    expect((await accept(hash)).json().data).toMatchObject({ status: 'paid', amount: 80 });
    expect((await detail(id)).json().data.deposit).toMatchObject({
      state: 'claimed',
      claimed: 80,
      claimable: false,
    });

    const [stay] = await paymentsOf(t, id, 'stay');
    const [paid] = await claimsOf(id);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amountMinor: 80_00,
      feeMinor: 8_00,
      idempotencyKey: `res:${id}:claim:1`,
      customerId: stay!.customerId,
      paymentMethodId: stay!.paymentMethodId,
      reason: 'Broken lamp in the bedroom',
    });
    const intent = (await simulatedIntents(t, id)).find((i) => i.id === paid!.providerPaymentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountReceived: 80_00,
      captureMethod: 'automatic',
      customerId: stay!.customerId,
    });

    const hostMail = (await mailsTo(t, host.user.email)).find((m) => m.subject.includes('was charged'));
    expect(hostMail?.subject).toBe('Your damage claim of €80 was charged');

    // Claimed once: a second claim is refused and charges nothing.
    const again = await claim(id, { amount: 10_00, reason: 'Something else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(outcome.alreadyClaimed);
    expect(await claimsOf(id)).toHaveLength(1);
  });

  it('a double click creates one claim and one charge', async () => {
    const { id, hash } = await paidStay(150_00);
    await checkedOut(t, id, 1);
    const [a, b] = await Promise.all([
      claim(id, { amount: 50_00, reason: 'Stained sofa' }),
      claim(id, { amount: 50_00, reason: 'Stained sofa' }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    await accept(hash);
    expect(await claimsOf(id)).toHaveLength(1);
    const charged = (await simulatedIntents(t, id)).filter((i) => i.metadata.kind === 'deposit_claim');
    expect(charged).toHaveLength(1);
  });

  // The double click above, at its worst moment: the first claim's answer being applied holds the claim's row
  // and then wants the reservation's, as applyIntent takes them, while the second claim holds the reservation's.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "a second claim answers while the first one's answer holds its row (no deadlock)",
    async () => {
      const { id, hash } = await paidStay(150_00);
      await checkedOut(t, id, 1);
      expect((await claim(id, { amount: 50_00, reason: 'Stained sofa' })).statusCode).toBe(200);
      await accept(hash);
      const [first] = await claimsOf(id);
      const locked = deferred();
      const done = deferred();
      const answer = t.db.transaction(async (tx) => {
        await tx.select().from(paymentsTable).where(eq(paymentsTable.id, first!.id)).for('update');
        locked.resolve();
        await done.promise;
        await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      });
      await locked.promise;
      // Before the fix this waited on the claim's row, held above until it answered: the test never ended.
      const second = await claim(id, { amount: 10_00, reason: 'Broken glass' });
      done.resolve();
      await answer;
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json().error).toBe(outcome.alreadyClaimed);
      expect(await claimsOf(id)).toHaveLength(1);
    },
  );
});

describe('a deposit claim the guest bank wants approved', () => {
  it('e-mails the guest a link; they authenticate and it is paid', async () => {
    const { id, email, hash } = await paidStay(200_00, 'pm_card_authenticationRequired');
    await checkedOut(t, id, 1);
    expect((await claim(id, { amount: 120_00, reason: 'Red wine on the carpet' })).statusCode).toBe(200);
    expect((await accept(hash)).json().data.status).toBe('waiting');
    expect((await detail(id)).json().data.deposit).toMatchObject({
      state: 'awaiting_guest',
      claimable: false,
    });
    expect((await claimsOf(id))[0]!.status).toBe('requires_action');

    const link = `https://innkeep.test/reservation/${hash}/deposit-claim`;
    const approve = (await mailsTo(t, email)).find((m) => m.subject.startsWith('Approve the damage deposit'));
    expect(approve?.text).toContain(link);
    expect(approve?.text).toContain('Red wine on the carpet');

    // Reconciliation leaves it waiting for the guest (not the 15-minute payment hold).
    await paymentJobs.reconcilePayments(t.app.deps, new Date(Date.now() + 60 * 60_000));
    expect((await claimsOf(id))[0]!.status).toBe('requires_action');

    const page = await guestClaim(hash);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      status: 'waiting',
      amount: 120,
      reason: 'Red wine on the carpet',
    });
    const started = await guestClaim(hash, '/authenticate');
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json().data.client_secret;
    expect(secret).toMatch(/_secret_/);
    await post(t, '/api/stripe/simulator/authenticate', { client_secret: secret, outcome: 'complete' });
    const done = await guestClaim(hash, '/confirm');
    expect(done.json().data).toMatchObject({ status: 'paid', client_secret: null });
    expect((await claimsOf(id))[0]!.status).toBe('succeeded');
    expect((await detail(id)).json().data.deposit).toMatchObject({ state: 'claimed', claimed: 120 });
    const hostMail = (await mailsTo(t, host.user.email)).find((m) => m.subject.includes('€120 was charged'));
    expect(hostMail).toBeDefined();
    // Nothing waits any more.
    expect((await guestClaim(hash, '/authenticate')).statusCode).toBe(409);
  });

  it('fails when the guest fails the bank step, and the host is told; an unapproved one ends after 7 days', async () => {
    const failing = await paidStay(100_00, 'pm_card_authenticationRequired');
    await checkedOut(t, failing.id, 1);
    await claim(failing.id, { amount: 40_00, reason: 'Broken glass' });
    await accept(failing.hash);
    const started = await guestClaim(failing.hash, '/authenticate');
    await post(t, '/api/stripe/simulator/authenticate', {
      client_secret: started.json().data.client_secret,
      outcome: 'fail',
    });
    expect((await guestClaim(failing.hash, '/confirm')).json().data.status).toBe('failed');
    expect((await detail(failing.id)).json().data.deposit).toMatchObject({
      state: 'failed',
      claimable: true,
    });
    expect(
      (await mailsTo(t, host.user.email)).some((m) => m.subject.includes('€40 could not be charged')),
    ).toBe(true);

    const ignored = await paidStay(100_00, 'pm_card_authenticationRequired');
    await checkedOut(t, ignored.id, 1);
    await claim(ignored.id, { amount: 30_00, reason: 'Missing towels' });
    await accept(ignored.hash);
    await paymentJobs.reconcilePayments(t.app.deps, new Date(Date.now() + 8 * 24 * 60 * 60_000));
    expect((await claimsOf(ignored.id))[0]!.status).toBe('canceled');
    expect((await detail(ignored.id)).json().data.deposit).toMatchObject({
      state: 'failed',
      failure: 'The guest did not approve the charge in time.',
    });
  });
});

describe('a deposit claim that is declined', () => {
  it('tells the host it failed, is not shown as claimed, and can be claimed again in the window', async () => {
    const { id, hash } = await paidStay(200_00);
    await checkedOut(t, id, 3);
    // The card saved at Pay has expired since: the fake's paying intent now holds Stripe's expired test card.
    const [stay] = await paymentsOf(t, id, 'stay');
    await t.db
      .update(paymentsTable)
      .set({ paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' })
      .where(eq(paymentsTable.id, stay!.id));
    await t.db
      .update(stripeFakeObjects)
      .set({
        data: sql`jsonb_set(${stripeFakeObjects.data}, '{payment_method}', '"pm_card_chargeDeclinedExpiredCard"')`,
      })
      .where(
        and(eq(stripeFakeObjects.kind, 'payment_intent'), eq(stripeFakeObjects.id, stay!.providerPaymentId!)),
      );
    // A write from outside the fake: without its version row, every instance reads the objects afresh.
    await t.db.delete(stripeFakeObjects).where(eq(stripeFakeObjects.kind, 'version'));

    expect((await claim(id, { amount: 60_00, reason: 'Broken chair' })).statusCode).toBe(200);
    expect((await accept(hash)).json().data).toMatchObject({
      status: 'failed',
      message: 'The charge of €60 did not go through: Your card has expired. The host is told.',
    });
    expect((await detail(id)).json().data.deposit).toMatchObject({
      state: 'failed',
      claimed: 0,
      failure: 'Your card has expired.',
      claimable: true,
    });
    expect((await claimsOf(id))[0]).toMatchObject({ status: 'failed' });
    const told = (await mailsTo(t, host.user.email)).find((m) =>
      m.subject.includes('€60 could not be charged'),
    );
    expect(told?.text).toContain('Your card has expired.');
    const events = await t.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
    expect(events.at(-1)?.reason).toBe('Damage deposit claim of €60 failed: Your card has expired.');

    // A second claim gets its own key.
    expect((await claim(id, { amount: 60_00, reason: 'Broken chair' })).statusCode).toBe(200);
    await accept(hash);
    expect((await claimsOf(id)).map((c) => c.idempotencyKey)).toEqual([
      `res:${id}:claim:1`,
      `res:${id}:claim:2`,
    ]);
  });
});

describe('the claim rules', () => {
  it('offers a co-host of the listing no claim, which their role may not make (decision 0102)', async () => {
    const { id } = await paidStay(200_00);
    await checkedOut(t, id, 1);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    const coHost = await joinTeam(t, host.headers, 'deposit.cohost@example.com', 'co-host', [row!.listingId]);
    expect((await detail(id)).json().data.deposit.claimable).toBe(true);
    const seen = await t.app.inject({ url: `/api/reservations/${id}`, headers: coHost.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.deposit).toMatchObject({ state: 'available', claimable: false });
    expect((await claim(id, { amount: 10_00, reason: 'Broken lamp' }, coHost.headers)).statusCode).toBe(403);
    expect(await claimsOf(id)).toEqual([]);
  });

  it('refuses a claim before check-out and after the window, changing nothing; the last day still claims', async () => {
    const { id } = await paidStay();
    const early = await claim(id, { amount: 10_00, reason: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^The damage deposit can be claimed from the check-out day/);
    await checkedOut(t, id, 7);
    const late = await claim(id, { amount: 10_00, reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^The time to claim the damage deposit ended on/);
    // Nothing was ever held on the card (decision 0024), so nothing is "released" either.
    expect(late.json().error).toMatch(/the guest's card can no longer be charged for it\.$/);
    expect(await claimsOf(id)).toEqual([]);
    await checkedOut(t, id, 6);
    expect((await claim(id, { amount: 10_00, reason: 'Last day' })).statusCode).toBe(200);
  });

  it('refuses more than the deposit, bad input, no deposit, an unpaid stay and another host', async () => {
    const { id } = await paidStay(200_00);
    await checkedOut(t, id, 1);
    const much = await claim(id, { amount: 200_01, reason: 'Everything and more' });
    expect(much.statusCode).toBe(422);
    // The limit is the deposit the guest agreed to: nothing is held on their card (decision 0024).
    expect(much.json().errors.amount).toEqual(['The claim can be at most the damage deposit: €200.']);
    expect((await claim(id, { amount: 0, reason: 'Nothing' })).statusCode).toBe(422);
    expect((await claim(id, { amount: 10_00, reason: ' ' })).json().errors).toHaveProperty('reason');
    expect((await claim(id, { amount: 10_00, reason: 'Not mine' }, other.headers)).statusCode).toBe(404);
    expect(await claimsOf(id)).toEqual([]);

    const none = await paidStay(0);
    await checkedOut(t, none.id, 1);
    const noDeposit = await claim(none.id, { amount: 10_00, reason: 'No deposit' });
    expect(noDeposit.statusCode).toBe(409);
    expect(noDeposit.json().error).toBe(outcome.noCardSaved);

    const cancelled = await paidStay();
    await changeStatus(t, host.headers, cancelled.id, 5);
    await checkedOut(t, cancelled.id, 1);
    const unpaid = await claim(cancelled.id, { amount: 10_00, reason: 'Cancelled stay' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe(msg.claimNotPaid);
    expect((await guestClaim(cancelled.hash)).statusCode).toBe(404);
  });
});
