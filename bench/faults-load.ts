/**
 * The traffic and the audit of `npm run bench -- faults`: guests booking (each with its own Idempotency-Key,
 * retrying on 503 or a cut connection on the other instance, as a well-behaved app does), visitors reading
 * stay pages and search, hosts saving a listing with a photo; afterwards the database says what was booked.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export interface Tally {
  /** Status codes (or `cut` for a connection error) clients saw, by request kind. */
  seen: Record<string, Record<string, number>>;
  /** Bookings the client was told succeeded, by guest e-mail. */
  booked: Set<string>;
  /** When each kind last failed and first succeeded after a failure (ms since the phase began). */
  lastFailureAt: Record<string, number>;
  firstSuccessAfterFailure: Record<string, number>;
}

export const newTally = (): Tally => ({
  seen: {},
  booked: new Set(),
  lastFailureAt: {},
  firstSuccessAfterFailure: {},
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function record(tally: Tally, kind: string, outcome: string, at: number): void {
  const byKind = tally.seen[kind] ?? {};
  tally.seen[kind] = byKind;
  byKind[outcome] = (byKind[outcome] ?? 0) + 1;
  const ok = /^2/.test(outcome);
  if (!ok) {
    tally.lastFailureAt[kind] = at;
    delete tally.firstSuccessAfterFailure[kind];
  } else if (tally.lastFailureAt[kind] !== undefined && tally.firstSuccessAfterFailure[kind] === undefined) {
    tally.firstSuccessAfterFailure[kind] = at;
  }
}

/** One request; its status, or `cut` when the connection failed, within `timeoutMs`. */
export async function call(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<string> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return String(res.status);
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'cut';
  }
}

/**
 * One guest's booking of one night: up to 6 tries over both instances with the same key and body; a 503 or a
 * cut connection is tried again after a short pause, a 409 "in progress" too. Records every answer.
 */
export async function bookWithRetries(
  bases: string[],
  body: Record<string, unknown>,
  key: string,
  tally: Tally,
  began: number,
  /** The guest's own address (X-Forwarded-For): rate limits count per client, as behind a balancer. */
  address: string,
): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const base = bases[attempt % bases.length]!;
    const outcome = await call(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    record(tally, 'booking', outcome, performance.now() - began);
    if (outcome === '201') {
      tally.booked.add(String(body.email_address));
      return;
    }
    if (!['503', 'cut', 'timeout', '409', '500'].includes(outcome)) return;
    await sleep(500 * (attempt + 1));
  }
}

export interface Audit {
  /** Guests told "booked" with no paid reservation. */
  lost: number;
  /** Guests with more than one reservation, or reservations charged more than once. */
  doubled: number;
  paid: number;
  /** Charges the simulator made for reservations that are not paid and not refunded. */
  strayCharges: number;
}

/** What the database holds for the guests of `prefix` (their e-mails start with it). */
export async function audit(db: Db, prefix: string, booked: Set<string>): Promise<Audit> {
  const rows = (await db.execute(sql`
    select r.email_address as email, r.status_id as status, r.id,
      (select count(*)::int from stripe_fake_objects o where o.kind = 'payment_intent'
         and o.data->>'status' = 'succeeded' and o.data->'metadata'->>'reservation_id' = r.id::text) as charges
    from reservations r where r.email_address like ${`${prefix}%`}`)) as unknown as {
    rows?: { email: string; status: number; id: number; charges: number }[];
  };
  const list = rows.rows ?? [];
  const byEmail = new Map<string, typeof list>();
  for (const r of list) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r]);
  let lost = 0;
  for (const email of booked) if (!(byEmail.get(email) ?? []).some((r) => r.status === 6)) lost++;
  let doubled = 0;
  for (const rs of byEmail.values()) {
    if (rs.filter((r) => r.status === 6).length > 1 || rs.some((r) => r.charges > 1)) doubled++;
  }
  // A charge kept for a stay that is not paid: money taken for nothing (refunded ones are fine).
  const stray = (await db.execute(sql`
    select count(*)::int as n from payments p join reservations r on r.id = p.reservation_id
    where r.email_address like ${`${prefix}%`} and p.kind = 'stay' and p.status = 'succeeded'
      and r.status_id <> 6 and p.refunded_minor < p.amount_minor`)) as unknown as { rows: { n: number }[] };
  const strayCharges = Number(stray.rows[0]?.n ?? 0);
  return { lost, doubled, paid: list.filter((r) => r.status === 6).length, strayCharges };
}

/** Until `check` holds (every 100 ms) or `ms` pass; the time it took, or null. */
export async function timeUntil(check: () => Promise<boolean>, ms = 60_000): Promise<number | null> {
  const began = performance.now();
  while (performance.now() - began < ms) {
    if (await check()) return performance.now() - began;
    await sleep(100);
  }
  return null;
}
