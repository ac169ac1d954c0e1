import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { stripeFakeObjects } from '../../../db/schema/payments.ts';
import { emptyState, type FakeState, KINDS, type Kind } from './state.ts';
import type { Json } from './wire.ts';

/** Where the fake's objects live: one call at a time sees them all and its changes are kept whole. */
export interface FakeStore {
  run<T>(call: (state: FakeState) => T): Promise<T>;
}

/** In the process: the tests' local Stripe server, which a test reads and moves directly. */
export function memoryStore(state: FakeState = emptyState()): FakeStore & { state: FakeState } {
  return { state, run: async (call) => call(state) };
}

/** One lock for every instance on the database: the fake's calls apply one after another, as Stripe's do. */
const FAKE_LOCK = 72_616_046;

/** The row whose token changes with every write: an instance that wrote last knows its copy is current. */
const VERSION = { kind: 'version', id: 'current' } as const;

interface Copy {
  state: FakeState;
  /** Each object as last read or written, to find what a call changed. */
  written: Map<string, string>;
  token: string;
}

/**
 * In the database (`stripe_fake_objects`): the demo's payments survive a restart and every instance sees
 * them. A call runs under one transaction lock on the objects as the database has them, and writes back what it
 * created or changed with a new version token, in one transaction: a refused call (a thrown error) changes
 * nothing. The store keeps its copy between calls and reads every object again only when the token says another
 * instance (or a rolled-back transaction) wrote since.
 */
export function databaseStore(db: Db): FakeStore {
  let copy: Copy | null = null;

  async function current(tx: Tx, token: string | undefined): Promise<Copy> {
    if (copy && copy.token === token) return copy;
    const rows = await tx.select().from(stripeFakeObjects);
    const state = emptyState();
    const written = new Map<string, string>();
    for (const row of rows) {
      if (!KINDS.includes(row.kind as Kind)) continue;
      state[row.kind as Kind].set(row.id, row.data as Json);
      written.set(`${row.kind} ${row.id}`, JSON.stringify(row.data));
    }
    return { state, written, token: token ?? '' };
  }

  return {
    run: (call) =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${FAKE_LOCK})`);
          const [version] = await tx
            .select({ data: stripeFakeObjects.data })
            .from(stripeFakeObjects)
            .where(and(eq(stripeFakeObjects.kind, VERSION.kind), eq(stripeFakeObjects.id, VERSION.id)));
          const used = await current(tx, version?.data.token as string | undefined);
          // Until this transaction commits, the copy may hold changes the database will not.
          copy = null;
          const result = call(used.state);
          const changed = KINDS.flatMap((kind) =>
            [...used.state[kind]]
              .map(([id, data]) => ({ kind, id, data, json: JSON.stringify(data) }))
              .filter((o) => used.written.get(`${o.kind} ${o.id}`) !== o.json),
          );
          if (changed.length > 0) {
            used.token = randomUUID();
            const rows = [
              ...changed.map(({ kind, id, data }) => ({ kind, id, data })),
              { ...VERSION, data: { token: used.token } },
            ];
            await tx
              .insert(stripeFakeObjects)
              .values(rows)
              .onConflictDoUpdate({
                target: [stripeFakeObjects.kind, stripeFakeObjects.id],
                set: { data: sql`excluded.data` },
              });
            for (const o of changed) used.written.set(`${o.kind} ${o.id}`, o.json);
          }
          return { result, used };
        })
        .then(({ result, used }) => {
          copy = used;
          return result;
        }),
  };
}
