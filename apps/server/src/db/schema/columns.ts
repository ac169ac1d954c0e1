import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** drizzle has no daterange: stays are stored as PostgreSQL `daterange`, half-open `[start, end)`. */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/** The union of many stays, as PostgreSQL `datemultirange` (the search's busy nights, decision 0045). */
export const datemultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
/** When the row was written and last changed, for a table whose rows are edited. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * Money: integer minor units in a 64-bit column, read as a JS number (exact up to 2^53, far above any
 * price or total; the contract's amount bounds keep inputs there).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
