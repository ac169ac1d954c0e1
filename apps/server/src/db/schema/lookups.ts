import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reference lists the product offers in its forms. Numeric lists and times are ranges in the contract. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencies: text('currencies').array().notNull(),
});

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const roomTypes = pgTable('room_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bathroomTypes = pgTable('bathroom_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bedTypes = pgTable('bed_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const reservationStatuses = pgTable('reservation_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
});
