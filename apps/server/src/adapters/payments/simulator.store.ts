import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatorObjects } from '../../db/schema/payments.ts';
import { installKey } from './payments.port.ts';

/** A refusal that is not a card's (unknown object, wrong state, amount too large): Stripe's invalid_request_error. */
export class SimulatorRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SimulatorRequestError';
  }
}

export function newId(prefix: string): string {
  // Stripe-like: a prefix and 24 base62-ish characters.
  return `${prefix}_sim_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
}

/**
 * The simulator's objects in `simulator_objects`, one row each: they survive a restart and every instance sees
 * them, and an idempotency key is a unique column, so a repeated or concurrent call finds the first object
 * instead of making a second.
 */
export function simulatorStore(db: Db, installId: string) {
  async function insertOnce<T extends { id: string }>(
    object: string,
    callerKey: string,
    data: T,
  ): Promise<T> {
    const idempotencyKey = installKey(installId, callerKey);
    // The unique idempotency key decides a race: the loser reads the winner's object.
    const inserted = await db
      .insert(simulatorObjects)
      .values({ id: data.id, object, idempotencyKey, data: data as unknown as Record<string, unknown> })
      .onConflictDoNothing({ target: simulatorObjects.idempotencyKey })
      .returning({ data: simulatorObjects.data });
    if (inserted[0]) return inserted[0].data as unknown as T;
    const [existing] = await db
      .select({ object: simulatorObjects.object, data: simulatorObjects.data })
      .from(simulatorObjects)
      .where(eq(simulatorObjects.idempotencyKey, idempotencyKey));
    if (!existing || existing.object !== object) {
      throw new SimulatorRequestError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${idempotencyKey}').`,
        'idempotency_error',
      );
    }
    return existing.data as unknown as T;
  }

  async function find<T>(object: string, id: string): Promise<T> {
    const [row] = await db
      .select({ data: simulatorObjects.data })
      .from(simulatorObjects)
      .where(and(eq(simulatorObjects.id, id), eq(simulatorObjects.object, object)));
    if (!row) throw new SimulatorRequestError(`No such ${object}: '${id}'`, 'resource_missing');
    return row.data as unknown as T;
  }

  /** Reads, changes and writes one object under a row lock, so concurrent moves apply one after another. */
  async function update<T>(object: string, id: string, change: (current: T) => T): Promise<T> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(and(eq(simulatorObjects.id, id), eq(simulatorObjects.object, object)))
        .for('update');
      if (!row) throw new SimulatorRequestError(`No such ${object}: '${id}'`, 'resource_missing');
      const next = change(row.data as unknown as T);
      await tx
        .update(simulatorObjects)
        .set({ data: next as unknown as Record<string, unknown> })
        .where(eq(simulatorObjects.id, id));
      return next;
    });
  }

  /**
   * Creates an object that draws on another (a refund on its intent's charge, a transfer on its source charge,
   * a reversal on its transfer) with that one's row locked, and writes both in one transaction: concurrent
   * draws never together take more than there is. A repeated key answers the first object.
   */
  async function insertDrawing<T extends { id: string }, P>(
    object: string,
    callerKey: string,
    on: { object: string; id: string; missing: () => Error },
    draw: (parent: P) => { created: T; parent: P },
  ): Promise<T> {
    const idempotencyKey = installKey(installId, callerKey);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(and(eq(simulatorObjects.id, on.id), eq(simulatorObjects.object, on.object)))
        .for('update');
      if (!row) throw on.missing();
      const [again] = await tx
        .select({ data: simulatorObjects.data })
        .from(simulatorObjects)
        .where(eq(simulatorObjects.idempotencyKey, idempotencyKey));
      if (again) return again.data as unknown as T;
      const { created, parent } = draw(row.data as unknown as P);
      await tx.insert(simulatorObjects).values({
        id: created.id,
        object,
        idempotencyKey,
        data: created as unknown as Record<string, unknown>,
      });
      await tx
        .update(simulatorObjects)
        .set({ data: parent as unknown as Record<string, unknown> })
        .where(eq(simulatorObjects.id, on.id));
      return created;
    });
  }

  return { db, installId, insertOnce, insertDrawing, find, update };
}

export type SimulatorStore = ReturnType<typeof simulatorStore>;
