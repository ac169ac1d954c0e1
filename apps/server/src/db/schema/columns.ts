import { customType, timestamp } from 'drizzle-orm/pg-core';

/** drizzle has no daterange: stays are stored as PostgreSQL `daterange`, half-open `[start, end)`. */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
