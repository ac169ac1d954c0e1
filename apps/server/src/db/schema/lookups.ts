import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reference lists the product offers in its forms. Numeric lists and times are ranges in the contract. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencies: text('currencies').array().notNull(),
});

/** A list of unique names, each with its id. */
const namesList = <Name extends string>(tableName: Name) =>
  pgTable(tableName, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const roomTypes = namesList('room_types');

export const bathroomTypes = namesList('bathroom_types');

export const bedTypes = namesList('bed_types');

export const tags = namesList('tags');

export const reservationStatuses = pgTable('reservation_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
});
