import { paymentMessages } from '@innkeep/contract/messages';
import { BookingInput } from '@innkeep/contract/payments';
import { eq, sql } from 'drizzle-orm';
import { instances } from '../../db/schema/install.ts';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { hashOf, pruneIdempotencyKeys } from '../../lib/idempotency.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { bookingBody, day, post, reservationsOf } from './bookings.test-helpers.ts';

/**
 * A key whose first request never answered: released at once when the instance that ran it stopped beating
 * (it died mid-booking), held while that instance lives. The rows are written as a crashed request leaves
 * them; src/test/faults/crashed-booking.test.ts kills a real server process mid-booking on PostgreSQL.
 */
const SCOPE = 'POST /api/bookings:guest';

const t = useTestApp();
const host = useConnectedHost(t, { email: 'idem.host@example.com' });

/** An instance row whose last beat was `secondsAgo` ago, beating every 5 s. */
async function instanceBeating(secondsAgo: number): Promise<string> {
  const [row] = await t.db
    .insert(instances)
    .values({
      label: 'other:1',
      heartbeatMs: 5000,
      heartbeatAt: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .returning({ id: instances.id });
  return row!.id;
}

/** The row a request leaves when its process dies after claiming the key (no answer stored). */
async function unansweredKey(key: string, body: unknown, instanceId: string | null) {
  const requestHash = hashOf(BookingInput.parse(body));
  await t.db.insert(idempotencyKeys).values({ scope: SCOPE, key, requestHash, instanceId });
}

describe('Idempotency-Key of a request that never answered', () => {
  it('is released at once when its instance stopped beating: the retry books', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const body = bookingBody(l.id, { start_date: day(20), end_date: day(22) });
    // Four beats of 5 s missed: dead, 21 s after its last beat (the fixed wait was 2 minutes).
    await unansweredKey('crashed-1', body, await instanceBeating(21));
    const retry = await post(t, '/api/bookings', body, { 'idempotency-key': 'crashed-1' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
    const [key] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crashed-1'));
    expect(key).toMatchObject({ responseStatus: 201, instanceId: t.app.deps.instance.id });
  });

  it('is released when its instance row is gone (pruned), and held while the instance beats', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const gone = bookingBody(l.id, { start_date: day(30), end_date: day(32) });
    await unansweredKey('gone-1', gone, '00000000-0000-4000-8000-000000000001');
    expect((await post(t, '/api/bookings', gone, { 'idempotency-key': 'gone-1' })).statusCode).toBe(201);

    const live = bookingBody(l.id, { start_date: day(40), end_date: day(42) });
    // 19 s since its last beat: under four beats, alive; its request may still answer.
    await unansweredKey('live-1', live, await instanceBeating(19));
    const retry = await post(t, '/api/bookings', live, { 'idempotency-key': 'live-1' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(paymentMessages.idempotencyInProgress);
    expect(await reservationsOf(t, l.id)).toHaveLength(1);
  });

  it('a key from before instances beat (none named) still waits its two minutes', async () => {
    const l = await createListing(t.db, host.user.id, { refundableDamageDepositMinor: 0 });
    const body = bookingBody(l.id, { start_date: day(50), end_date: day(52) });
    await unansweredKey('legacy-1', body, null);
    expect((await post(t, '/api/bookings', body, { 'idempotency-key': 'legacy-1' })).statusCode).toBe(409);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(idempotencyKeys.key, 'legacy-1'));
    expect((await post(t, '/api/bookings', body, { 'idempotency-key': 'legacy-1' })).statusCode).toBe(201);
  });

  it('this instance beats: its row moves forward, and a clean stop deletes it', async () => {
    const own = t.app.deps.instance.id;
    const [row] = await t.db.select().from(instances).where(eq(instances.id, own));
    expect(row).toMatchObject({ heartbeatMs: 5000, label: expect.stringMatching(/:\d+$/) });
    const dead = await instanceBeating(2 * 24 * 3600);
    await pruneIdempotencyKeys(t.db);
    const left = (await t.db.select({ id: instances.id }).from(instances)).map((r) => r.id);
    expect(left).toContain(own);
    expect(left).not.toContain(dead);
  });
});
