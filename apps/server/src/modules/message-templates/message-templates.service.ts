import { formatDate } from '@innkeep/contract/dates';
import {
  type Automation,
  type AutomationInput,
  type AutomationTrigger,
  automationMessages,
  type MessageTemplate,
  type PlaceholderValues,
  parsePlaceholders,
  renderTemplate,
  SECRET_CLOSED,
  SECRET_ON_TRIP_PAGE,
  SECRET_WITHHELD,
  type TemplatePreview,
  templateMessages,
} from '@innkeep/contract/message-templates';
import { ReservationStatus } from '@innkeep/contract/reservations';
import {
  accessWindow,
  checkInInstant,
  checkOutInstant,
  clockText,
  DEFAULT_CHECK_OUT_TIME,
} from '@innkeep/contract/trip';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import * as repo from './message-templates.repository.ts';

// ---- templates ---------------------------------------------------------------------------------------

function toTemplate(row: repo.TemplateRow): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    placeholders: parsePlaceholders(row.body).used,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const listTemplates = async (db: Db, hostId: number) =>
  (await repo.templatesOf(db, hostId)).map(toTemplate);

export async function getTemplate(db: Db, hostId: number, id: number) {
  const row = await repo.findTemplate(db, hostId, id);
  if (!row) throw notFound(templateMessages.notFound);
  return toTemplate(row);
}

export const createTemplate = async (db: Db, hostId: number, input: { name: string; body: string }) =>
  toTemplate(await repo.insertTemplate(db, hostId, input));

export async function updateTemplate(
  db: Db,
  hostId: number,
  id: number,
  input: { name: string; body: string },
) {
  const row = await repo.updateTemplate(db, hostId, id, input);
  if (!row) throw notFound(templateMessages.notFound);
  return toTemplate(row);
}

/** Another host's template is a 404; one an automation uses is a 409 (the automation would lose its words). */
export async function deleteTemplate(db: Db, hostId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await repo.findTemplate(tx, hostId, id);
    if (!row) throw notFound(templateMessages.notFound);
    if ((await repo.automationsUsing(tx, id)) > 0) throw new AppError('CONFLICT', templateMessages.inUse);
    await repo.deleteTemplate(tx, id);
  });
}

// ---- rendering ---------------------------------------------------------------------------------------

/** Check-in and check-out of a stay as instants, at the listing's zone and times. */
export function stayMoments(stay: repo.TemplateStay) {
  const checkInAt = checkInInstant(stay.startDate, stay.checkInTimeStart, stay.timeZone);
  const checkOutAt = checkOutInstant(stay.endDate, stay.checkOutTime, stay.timeZone);
  return { checkInAt, checkOutAt };
}

/** The trip page's window for the door code (decision 0055): only a paid stay, until its check-out day. */
const secretsWindow = (stay: repo.TemplateStay, now: Date) =>
  accessWindow(
    {
      startDate: stay.startDate,
      endDate: stay.endDate,
      checkInTime: stay.checkInTimeStart,
      timeZone: stay.timeZone,
      cancelled: stay.statusId !== ReservationStatus.Paid,
    },
    now,
  );

export function placeholderValues(stay: repo.TemplateStay, publicBaseUrl: string): PlaceholderValues {
  return {
    guest_first_name: stay.firstName,
    listing_name: stay.listingName,
    check_in_date: formatDate(stay.startDate),
    check_out_date: formatDate(stay.endDate),
    check_in_time: clockText(stay.checkInTimeStart) ?? '15:00',
    check_out_time: clockText(stay.checkOutTime) ?? DEFAULT_CHECK_OUT_TIME,
    address: stay.address,
    key_pickup: stay.keyPickup,
    door_code: stay.doorCode,
    wifi_name: stay.wiFiUsername,
    wifi_password: stay.wiFiPassword,
    house_manual: stay.houseManual,
    trip_url: `${publicBaseUrl}/reservation/${stay.uniqueHash}`,
  };
}

/**
 * A body as the stay's guest would read it in the thread at `now`: the secrets only in the trip page's window
 * (from 48 hours before check-in until check-out day, a paid stay only); `mailText` is its e-mail, which never
 * carries them (decision 0033), whatever the moment.
 */
export function renderForStay(body: string, stay: repo.TemplateStay, publicBaseUrl: string, now: Date) {
  const window = secretsWindow(stay, now);
  const values = placeholderValues(stay, publicBaseUrl);
  const early =
    !window.open && now.getTime() < window.from.getTime() && stay.statusId === ReservationStatus.Paid;
  const withheldText = window.open ? SECRET_ON_TRIP_PAGE : early ? SECRET_WITHHELD : SECRET_CLOSED;
  const rendered = renderTemplate(body, values, { secretsOpen: window.open, withheldText });
  const mail = renderTemplate(body, values, { secretsOpen: false, withheldText });
  return { ...rendered, mailText: mail.text, secretsFrom: window.from };
}

/** The preview of a (saved or unsaved) body for one of the host's reservations; another's is a 404. */
export async function preview(
  db: Db,
  hostId: number,
  input: { body: string; reservation_id: number },
  publicBaseUrl: string,
  now: Date,
): Promise<TemplatePreview> {
  const stay = await repo.findStayForTemplate(db, input.reservation_id, hostId);
  if (!stay) throw notFound('Reservation not found');
  const r = renderForStay(input.body, stay, publicBaseUrl, now);
  return { body: r.text, secrets_withheld: r.withheld, secrets_from: r.secretsFrom.toISOString() };
}

// ---- automations -------------------------------------------------------------------------------------

function toAutomation(row: repo.AutomationView): Automation {
  return {
    id: row.id,
    template_id: row.templateId,
    template_name: row.templateName,
    trigger: row.trigger as AutomationTrigger,
    offset_hours: row.offsetHours,
    listing_ids: row.listingIds,
    enabled: row.enabled,
    sent_count: row.sentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type ParsedAutomation = {
  template_id: number;
  trigger: AutomationTrigger;
  offset_hours: number;
  listing_ids: number[];
  enabled: boolean;
};

export type { AutomationInput };

/** The template and the listings must be the host's own: otherwise a 422 on the field. */
async function checkOwned(tx: Tx, hostId: number, input: ParsedAutomation): Promise<repo.AutomationValues> {
  if (!(await repo.findTemplate(tx, hostId, input.template_id))) {
    throw FieldErrors.of('template_id', automationMessages.templateInvalid);
  }
  const own = await repo.ownListingIds(tx, hostId, input.listing_ids);
  if (own.length !== input.listing_ids.length)
    throw FieldErrors.of('listing_ids', automationMessages.listingsInvalid);
  return {
    templateId: input.template_id,
    trigger: input.trigger,
    offsetHours: input.offset_hours,
    listingIds: input.listing_ids,
    enabled: input.enabled,
  };
}

export const listAutomations = async (db: Db, hostId: number) =>
  (await repo.automationsOf(db, hostId)).map(toAutomation);

export async function getAutomation(db: Db, hostId: number, id: number) {
  const row = await repo.findAutomation(db, hostId, id);
  if (!row) throw notFound(automationMessages.notFound);
  return toAutomation(row);
}

/** A new automation sends for moments from now on, never for those already past (decision 0043). */
export async function createAutomation(db: Db, hostId: number, input: ParsedAutomation, now: Date) {
  const id = await db.transaction(async (tx) =>
    repo.insertAutomation(tx, hostId, await checkOwned(tx, hostId, input), now),
  );
  return getAutomation(db, hostId, id);
}

/** Turning an automation on again starts from now: what fell due while it was off is not caught up. */
export async function updateAutomation(
  db: Db,
  hostId: number,
  id: number,
  input: ParsedAutomation,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await repo.findAutomationRow(tx, hostId, id);
    if (!row) throw notFound(automationMessages.notFound);
    const values = await checkOwned(tx, hostId, input);
    await repo.updateAutomation(tx, id, {
      ...values,
      ...(values.enabled && !row.enabled ? { activeFrom: now } : {}),
    });
  });
  return getAutomation(db, hostId, id);
}

export async function deleteAutomation(db: Db, hostId: number, id: number) {
  if (!(await repo.deleteAutomation(db, hostId, id))) throw notFound(automationMessages.notFound);
}
