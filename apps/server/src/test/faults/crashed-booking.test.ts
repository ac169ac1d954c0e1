import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentMessages } from '@innkeep/contract/messages';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/payments.ts';
import { createBookableListing } from '../../factories/payment-accounts.factory.ts';
import {
  bookingBody,
  day,
  reservationsOf,
  simulatedIntents,
} from '../../modules/bookings/bookings.test-helpers.ts';
import { type SpawnedServer, spawnServer } from '../spawn-server.ts';
import { createTestApps } from '../test-app.ts';
import {
  databaseUrl,
  type LockHolder,
  onPostgres,
  openLockHolder,
  someoneWaitsOnLock,
  until,
} from './faults.test-helpers.ts';

/**
 * A server process killed in the middle of a booking leaves its Idempotency-Key claimed with no answer. The
 * retry with the same key (on the other instance) books as soon as the dead process's heartbeat is seen to
 * stop, not after a fixed two minutes; a key held by a live instance's unfinished request is not released.
 * PostgreSQL only: two processes on one database.
 */
const BEAT = '200';

describe.skipIf(!onPostgres)('a process killed mid-booking', () => {
  let t: Awaited<ReturnType<typeof createTestApps>>;
  let dir: string;
  let blocker: LockHolder;
  let listingId: number;
  let doomed: SpawnedServer | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'innkeep-crash-'));
    t = await createTestApps(2, { INSTANCE_HEARTBEAT_MS: BEAT });
    listingId = (await createBookableListing(t.db, { refundableDamageDepositMinor: 0 })).id;
    blocker = await openLockHolder(t);
  }, 60_000);
  afterAll(async () => {
    doomed?.child.kill('SIGKILL');
    await blocker?.end();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The booking waits on the blocker's lock: its key is claimed, nothing is booked yet. */
  async function bookingWaitsOnLock(key: string): Promise<void> {
    await until(async () => {
      const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      return row !== undefined && (await someoneWaitsOnLock(blocker.client));
    });
  }

  const book = (base: string, body: unknown, key: string) =>
    fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  it("releases the dead process's key by its stopped heartbeat: the retry books once", async () => {
    doomed = await spawnServer({
      dataDir: dir,
      databaseUrl: databaseUrl(t),
      env: { INSTANCE_HEARTBEAT_MS: BEAT, DATABASE_LOCK_TIMEOUT_MS: '60000' },
    });
    const body = bookingBody(listingId, { start_date: day(20), end_date: day(23) });
    await blocker.lock('reservations', 'SHARE ROW EXCLUSIVE');
    const cut = book(doomed.base, body, 'crash-1').catch((error: unknown) => error);
    await bookingWaitsOnLock('crash-1');
    doomed.child.kill('SIGKILL');
    await cut;
    await blocker.release();

    const retry = () =>
      t.apps[1]!.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: body,
        headers: { 'idempotency-key': 'crash-1' },
      });
    let answer = await retry();
    // Within four beats (800 ms) of the kill the dead process may still count as alive: 409, then 201.
    await until(async () => {
      answer = await retry();
      return answer.statusCode !== 409;
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const rows = await reservationsOf(t, listingId);
    expect(rows).toHaveLength(1);
    expect(await simulatedIntents(t, rows[0]!.id)).toHaveLength(1);
  }, 90_000);

  it("keeps a live instance's unfinished key: the retry waits (409) and then replays its answer", async () => {
    const body = bookingBody(listingId, { start_date: day(40), end_date: day(42) });
    await blocker.lock('reservations', 'SHARE ROW EXCLUSIVE');
    const first = t.apps[0]!.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: body,
      headers: { 'idempotency-key': 'live-1' },
    });
    await bookingWaitsOnLock('live-1');
    // Longer than four beats since the key was claimed: a dead holder would have been released by now.
    await until(async () => {
      const { rows } = await blocker.client.query<{ age: number }>(
        // The blocker's transaction froze its now(): the wall clock.
        `SELECT extract(epoch FROM clock_timestamp() - created_at) * 1000 AS age FROM idempotency_keys WHERE key = 'live-1'`,
      );
      return Number(rows[0]?.age) > 5 * Number(BEAT);
    });
    const retry = await t.apps[1]!.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: body,
      headers: { 'idempotency-key': 'live-1' },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(paymentMessages.idempotencyInProgress);
    await blocker.release();
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(201);
    const replay = await t.apps[1]!.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: body,
      headers: { 'idempotency-key': 'live-1' },
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(answered.json());
  }, 60_000);
});
