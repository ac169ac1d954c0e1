import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { automationSends, automations, messageTemplates } from '../../db/schema/message-templates.ts';
import { reservations } from '../../db/schema/reservations.ts';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type AutomationRow = typeof automations.$inferSelect;

export const templatesOf = (db: Tx, hostId: number) =>
  db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.hostId, hostId))
    .orderBy(asc(messageTemplates.id));

export async function findTemplate(db: Tx, hostId: number, id: number) {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.hostId, hostId)));
  return row;
}

export async function insertTemplate(db: Tx, hostId: number, values: { name: string; body: string }) {
  const [row] = await db
    .insert(messageTemplates)
    .values({ hostId, ...values })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

export async function updateTemplate(
  db: Tx,
  hostId: number,
  id: number,
  values: { name: string; body: string },
) {
  const [row] = await db
    .update(messageTemplates)
    .set(values)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.hostId, hostId)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Tx, id: number) {
  await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}

export async function automationsUsing(db: Tx, templateId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(automations)
    .where(eq(automations.templateId, templateId));
  return row?.n ?? 0;
}

const sentCount = sql<number>`(select count(*) from ${automationSends}
  where ${automationSends.automationId} = ${automations.id})`.mapWith(Number);

const automationColumns = {
  id: automations.id,
  hostId: automations.hostId,
  templateId: automations.templateId,
  templateName: messageTemplates.name,
  trigger: automations.trigger,
  offsetHours: automations.offsetHours,
  listingIds: automations.listingIds,
  enabled: automations.enabled,
  createdAt: automations.createdAt,
  updatedAt: automations.updatedAt,
  sentCount,
};
export type AutomationView = {
  id: number;
  hostId: number;
  templateId: number;
  templateName: string;
  trigger: string;
  offsetHours: number;
  listingIds: number[];
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  sentCount: number;
};

const selectAutomations = (db: Tx) =>
  db
    .select(automationColumns)
    .from(automations)
    .innerJoin(messageTemplates, eq(messageTemplates.id, automations.templateId));

export const automationsOf = (db: Tx, hostId: number): Promise<AutomationView[]> =>
  selectAutomations(db).where(eq(automations.hostId, hostId)).orderBy(asc(automations.id));

export async function findAutomation(
  db: Tx,
  hostId: number,
  id: number,
): Promise<AutomationView | undefined> {
  const [row] = await selectAutomations(db).where(
    and(eq(automations.id, id), eq(automations.hostId, hostId)),
  );
  return row;
}

export async function findAutomationRow(db: Tx, hostId: number, id: number) {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.id, id), eq(automations.hostId, hostId)))
    .for('update');
  return row;
}

export type AutomationValues = {
  templateId: number;
  trigger: string;
  offsetHours: number;
  listingIds: number[];
  enabled: boolean;
};

export async function insertAutomation(db: Tx, hostId: number, values: AutomationValues, at: Date) {
  const [row] = await db
    .insert(automations)
    .values({ hostId, ...values, activeFrom: at })
    .returning({ id: automations.id });
  if (!row) throw new Error('automation insert returned nothing');
  return row.id;
}

export async function updateAutomation(db: Tx, id: number, values: AutomationValues & { activeFrom?: Date }) {
  await db.update(automations).set(values).where(eq(automations.id, id));
}

export async function deleteAutomation(db: Tx, hostId: number, id: number) {
  const rows = await db
    .delete(automations)
    .where(and(eq(automations.id, id), eq(automations.hostId, hostId)))
    .returning({ id: automations.id });
  return rows.length > 0;
}

/** Which of `ids` are the host's listings (deleted ones included: their stays still happen). */
export async function ownListingIds(db: Tx, hostId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.hostId, hostId), inArray(listings.id, ids)));
  return rows.map((r) => r.id);
}

/** A reservation of the host's with what its placeholders are filled from. */
export async function findStayForTemplate(db: Tx, reservationId: number, hostId?: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      uniqueHash: reservations.uniqueHash,
      statusId: reservations.statusId,
      firstName: reservations.firstName,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      listingId: listings.id,
      hostId: listings.hostId,
      listingName: listings.externalListingName,
      address: listings.address,
      timeZone: listings.timeZone,
      checkInTimeStart: listings.checkInTimeStart,
      checkOutTime: listings.checkOutTime,
      keyPickup: listings.keyPickup,
      doorCode: listings.doorCode,
      wiFiUsername: listings.wiFiUsername,
      wiFiPassword: listings.wiFiPassword,
      houseManual: listings.houseManual,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      hostId === undefined
        ? eq(reservations.id, reservationId)
        : and(eq(reservations.id, reservationId), eq(listings.hostId, hostId)),
    );
  return row;
}
export type TemplateStay = NonNullable<Awaited<ReturnType<typeof findStayForTemplate>>>;
