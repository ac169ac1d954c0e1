import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { calendarBlocks } from '../../db/schema/channels.ts';
import { reservations } from '../../db/schema/reservations.ts';

const HOLDING = sql.raw(DATE_HOLDING_STATUSES.join(', '));

/**
 * Taken ranges (date-holding reservations and calendar blocks) touching [from, to), both probed
 * through their GiST indexes on (listing_id, stay).
 */
export async function takenStays(db: Tx, listingId: number, from: string, to: string) {
  const range = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const held = db
    .select({ startDate: reservations.startDate, endDate: reservations.endDate })
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        sql`${reservations.statusId} in (${HOLDING})`,
        sql`${reservations.stay} && ${range}`,
      ),
    );
  const blocked = db
    .select({ startDate: calendarBlocks.startDate, endDate: calendarBlocks.endDate })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.listingId, listingId), sql`${calendarBlocks.stay} && ${range}`));
  const rows = await unionAll(held, blocked);
  return rows.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

export async function insertReservation(db: Tx, values: typeof reservations.$inferInsert) {
  const [row] = await db.insert(reservations).values(values).returning({ id: reservations.id });
  return row!;
}
