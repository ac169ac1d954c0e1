import { and, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

/** A counter's row at its first event: a count of one, its window from now for `seconds`. */
const firstHit = (key: string, seconds: number) => ({
  key,
  windowStart: sql`now()`,
  count: 1,
  expiresAt: sql`now() + make_interval(secs => ${seconds})`,
});

/** The row's window has not ended yet. */
const live = () => sql`${rateLimits.expiresAt} > now()`;

/** One more in a live window; a window that ended starts again at one. */
const countUp = () => sql`case when ${live()} then ${rateLimits.count} + 1 else 1 end`;

/**
 * One event on a sliding counter, whose window runs from its latest event; with `setWhere`, an existing
 * row is counted only where it holds (no row comes back where it does not).
 */
const slidingHit = (db: Tx, key: string, keepSeconds: number, setWhere?: SQL) =>
  db
    .insert(rateLimits)
    .values(firstHit(key, keepSeconds))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: countUp(), windowStart: sql`now()`, expiresAt: sql`excluded.expires_at` },
      ...(setWhere ? { setWhere } : {}),
    })
    .returning({ count: rateLimits.count });

/**
 * Counts one hit for `key` in its fixed window of `windowSeconds`, which starts at the first hit after
 * the previous window ended; returns the new count and the seconds left in the window. The clock is the
 * database's and the count is one upsert, so every instance shares the count and concurrent hits cannot
 * both slip under a limit.
 */
export async function countInFixedWindow(
  db: Tx,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsLeft: number }> {
  const [row] = await db
    .insert(rateLimits)
    .values(firstHit(key, windowSeconds))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: countUp(),
        windowStart: sql`case when ${live()} then ${rateLimits.windowStart} else excluded.window_start end`,
        expiresAt: sql`case when ${live()} then ${rateLimits.expiresAt} else excluded.expires_at end`,
      },
    })
    .returning({ count: rateLimits.count, secondsLeft: secondsLeft() });
  return { count: Number(row?.count ?? 1), secondsLeft: Number(row?.secondsLeft ?? 1) };
}

/**
 * Counts one event for `key` in a sliding window: the count grows while events come less than
 * `keepSeconds` apart and starts again at 1 after a quiet `keepSeconds`. `window_start` holds the time of
 * the latest event. Returns the new count.
 */
export async function countSliding(db: Tx, key: string, keepSeconds: number): Promise<number> {
  const [row] = await slidingHit(db, key, keepSeconds);
  return Number(row?.count ?? 1);
}

/**
 * Waits of a slowdown: none below `limit` events, then 2 s, 4 s, 8 s… up to `capSeconds`; or, `flat`,
 * `capSeconds` at once (a stop until a quiet spell).
 */
export interface Slowdown {
  limit: number;
  capSeconds: number;
  flat?: boolean;
}

/** The wait after `count` events, as SQL over a column; `slowdownSeconds` in the service is the same in TypeScript. */
function slowdownSql(count: SQL, s: Slowdown): SQL {
  const over = s.flat
    ? sql`${s.capSeconds}`
    : sql`least(${s.capSeconds}, power(2, least(${count} - ${s.limit} + 1, 30)))`;
  return sql`case when ${count} < ${s.limit} then 0 else ${over} end`;
}

/**
 * As `countSliding`, but only when the slowdown after the live count has passed since the latest event;
 * otherwise nothing is counted and it returns undefined. Check and count are one upsert, so concurrent
 * attempts queue on the row and each sees the others' counts: none slips past a wait another just started.
 */
export async function countSlidingUnlessWaiting(
  db: Tx,
  key: string,
  keepSeconds: number,
  slowdown: Slowdown,
): Promise<number | undefined> {
  const waited = sql`not (${live()}) or extract(epoch from now() - ${rateLimits.windowStart}) >= ${slowdownSql(
    sql`${rateLimits.count}`,
    slowdown,
  )}`;
  const [row] = await slidingHit(db, key, keepSeconds, waited);
  return row ? Number(row.count) : undefined;
}

export interface LiveCounter {
  count: number;
  /** Seconds since the window started (for a sliding counter: since the latest event). */
  secondsSinceStart: number;
  secondsLeft: number;
}

/** The live (unexpired) counter of `key`, without counting anything. */
export async function findLive(db: Tx, key: string): Promise<LiveCounter | undefined> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      secondsSinceStart: sql<number>`extract(epoch from now() - ${rateLimits.windowStart})::float8`,
      secondsLeft: secondsLeft(),
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  return {
    count: Number(row.count),
    secondsSinceStart: Number(row.secondsSinceStart),
    secondsLeft: Number(row.secondsLeft),
  };
}

export async function deleteKeys(db: Tx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Deletes counters whose window has ended; returns how many went. */
export async function deleteExpired(db: Tx): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

function secondsLeft() {
  return sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.expiresAt} - now())))::int`;
}
