import { addDays, datesOnEarth } from '@innkeep/contract/dates';
import { ReservationStatus } from '@innkeep/contract/reservations';
import {
  TASK_OVERDUE_DAYS,
  type Task,
  type TaskCreateInput,
  type TaskDefaultsInput,
  type TaskQuery,
  type TaskUpdateInput,
  TURNOVER_CHECKLIST,
  taskMessages,
} from '@innkeep/contract/tasks';
import { todayIn } from '@innkeep/contract/time-zones';
import type { FastifyRequest } from 'fastify';
import type { StoragePort } from '../../adapters/storage/storage.port.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { storeProofPhoto } from '../images/images.service.ts';
import { activeMembers, listingOfReservation } from '../team/team.service.ts';
import * as repo from './tasks.repository.ts';

const DEFAULT_CHECK_OUT = '11:00';
const DEFAULT_CHECK_IN = '15:00';
/** Turnovers are kept in step for stays that ended at most this many days ago. */
const SYNC_DAYS_BACK = 7;

/** A stay on the listing as turnovers see it: a reservation, or a stay imported from a channel. */
interface Stay {
  key: { reservationId: number } | { calendarBlockId: number };
  startDate: string;
  endDate: string;
  /** Channels send no guest count. */
  guests: number | null;
  /** Whether the stay makes a turnover: a paid reservation, any channel stay. */
  turnover: boolean;
}

async function staysOf(tx: Tx, listingId: number, since: string): Promise<Stay[]> {
  const [direct, imported] = await Promise.all([
    repo.holdingStays(tx, listingId, since),
    repo.channelStays(tx, listingId, since),
  ]);
  const stays: Stay[] = [
    ...direct.map((s) => ({
      key: { reservationId: s.id },
      startDate: s.startDate,
      endDate: s.endDate,
      guests: s.guests,
      turnover: s.statusId === ReservationStatus.Paid,
    })),
    ...imported.map((b) => ({
      key: { calendarBlockId: b.id },
      startDate: b.startDate,
      endDate: b.endDate,
      guests: null,
      turnover: true,
    })),
  ];
  return stays.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/**
 * Brings the listing's turnovers in step with its stays (decision 0103): one per paid reservation and per stay
 * imported from a channel (docs/requirements/host.md#R-H28), due on its check-out day, its window up to the
 * next stay's check-in, whichever kind it is; a stay no longer paid, or dropped by its feed before it ended,
 * cancels its open turnover. Runs in the caller's transaction whenever a reservation's history records a
 * change or a channel sync applies, one at a time per listing.
 */
export async function syncListing(tx: Tx, listingId: number, now = new Date()): Promise<void> {
  await repo.lockTurnovers(tx, listingId);
  const listing = await repo.listingForSync(tx, listingId);
  if (!listing) return;
  // Whether a dropped channel stay had ended is the listing's date's question (decision 0115).
  const today = todayIn(listing.timeZone, now);
  const stays = await staysOf(tx, listingId, addDays(today, -SYNC_DAYS_BACK));
  const defaults = await repo.defaultsOf(tx, listingId);
  for (const stay of stays) {
    if (!stay.turnover) continue;
    const next = stays.find((s) => s !== stay && s.startDate >= stay.endDate);
    await repo.upsertTurnover(tx, {
      hostId: listing.hostId,
      listingId,
      ...stay.key,
      kind: 'turnover',
      dueDate: stay.endDate,
      windowStart: `${stay.endDate}T${listing.checkOut || DEFAULT_CHECK_OUT}`,
      windowEnd: next ? `${next.startDate}T${listing.checkIn || DEFAULT_CHECK_IN}` : null,
      nextGuests: next?.guests ?? null,
      assigneeId: defaults?.assigneeId ?? null,
      needsPhoto: defaults?.needsPhoto ?? false,
      checklist: TURNOVER_CHECKLIST.map((label) => ({ label, done: false })),
    });
  }
  await repo.cancelStaleTurnovers(tx, listingId, today);
}

/** The reservations module's listener: a stay changed, so its listing's turnovers follow. */
export async function syncTurnoversOf(tx: Tx, reservationId: number): Promise<void> {
  const listingId = await listingOfReservation(tx, reservationId);
  if (listingId !== null) await syncListing(tx, listingId);
}

type Row = Awaited<ReturnType<typeof repo.list>>[number];

function toWire(row: Row, storage: StoragePort): Task & { photo_url: string | null } {
  const t = row.task;
  return {
    id: t.id,
    listing_id: t.listingId,
    reservation_id: t.reservationId,
    channel_stay_id: t.calendarBlockId,
    channel_name: row.channelName,
    kind: t.kind as Task['kind'],
    title: t.title,
    due_date: t.dueDate,
    window_start: t.windowStart,
    window_end: t.windowEnd,
    assignee_id: t.assigneeId,
    status: t.status as Task['status'],
    listing_name: row.listingName,
    address: row.address,
    time_zone: row.timeZone,
    next_guests: t.nextGuests,
    assignee_name:
      row.assigneeFirst === null ? null : `${row.assigneeFirst} ${row.assigneeLast ?? ''}`.trim(),
    needs_photo: t.needsPhoto,
    has_photo: t.photoKey !== null,
    photo_url: t.photoKey ? storage.publicUrl(t.photoKey) : null,
    checklist: t.checklist,
  };
}

/** Who is asking: the host sees all, a co-host their listings', a cleaner only what is given to them. */
function scopeOf(user: AuthUser): Pick<repo.TaskFilter, 'hostId' | 'assigneeId' | 'listingIds'> {
  const team = user.team;
  if (!team) return { hostId: user.id };
  if (team.role === 'co-host') return { hostId: team.hostId, listingIds: team.listingIds };
  return { hostId: team.hostId, assigneeId: team.userId };
}

interface TaskDeps {
  db: Db;
  storage: StoragePort;
}

export async function list(deps: TaskDeps, user: AuthUser, query: TaskQuery) {
  const rows = await repo.list(deps.db, { ...scopeOf(user), from: query.from, to: query.to });
  return rows.map((r) => toWire(r, deps.storage));
}

async function one(db: Tx, user: AuthUser, id: number) {
  const [row] = await repo.list(db, { ...scopeOf(user), from: '', to: '', id });
  if (!row) throw notFound(taskMessages.notFound);
  return row;
}

/**
 * The dashboard's line: open turnovers due today and tomorrow, each by its listing's date (decision 0115), and
 * how many of today's nobody has.
 */
export async function summary(db: Db, user: AuthUser, now = new Date()) {
  const scope = scopeOf(user);
  // Every date a listing's today or tomorrow can be; each task is then placed by its own listing's.
  const { earliest, latest } = datesOnEarth(now);
  const due = await repo.openTurnoversDue(db, scope.hostId, earliest, addDays(latest, 1), scope.listingIds);
  const counts = { today: 0, unassigned: 0, tomorrow: 0 };
  for (const task of due) {
    const today = todayIn(task.timeZone, now);
    if (task.dueDate === today) {
      counts.today += 1;
      if (task.assigneeId === null) counts.unassigned += 1;
    } else if (task.dueDate === addDays(today, 1)) counts.tomorrow += 1;
  }
  return counts;
}

async function checkAssignee(
  db: Tx,
  hostId: number,
  assigneeId: number | null | undefined,
  listingId: number,
) {
  if (assigneeId === null || assigneeId === undefined || assigneeId === hostId) return;
  const member = (await activeMembers(db, hostId)).find((m) => m.userId === assigneeId);
  const fits = member && (member.role === 'cleaner' || member.listingIds.includes(listingId));
  if (!fits) throw FieldErrors.of('assignee_id', taskMessages.assigneeInvalid);
}

export async function create(deps: TaskDeps, hostId: number, input: TaskCreateInput, now = new Date()) {
  const listing = await repo.ownListing(deps.db, hostId, input.listing_id);
  if (!listing) throw FieldErrors.of('listing_id', taskMessages.listingInvalid);
  // A task due before the overdue window would be saved and never shown on /tasks.
  if (input.due_date < addDays(todayIn(listing.timeZone, now), -TASK_OVERDUE_DAYS)) {
    throw FieldErrors.of('due_date', taskMessages.dueTooEarly);
  }
  await checkAssignee(deps.db, hostId, input.assignee_id, input.listing_id);
  const row = await repo.insertTask(deps.db, {
    hostId,
    listingId: input.listing_id,
    kind: input.kind,
    title: input.title,
    dueDate: input.due_date,
    windowStart: `${input.due_date}T00:00`,
    assigneeId: input.assignee_id ?? null,
    needsPhoto: input.needs_photo ?? false,
    checklist: (input.checklist ?? []).map((label) => ({ label, done: false })),
  });
  return toWire(await one(deps.db, { id: hostId } as AuthUser, row.id), deps.storage);
}

export async function update(deps: TaskDeps, hostId: number, id: number, input: TaskUpdateInput) {
  const host = { id: hostId } as AuthUser;
  const found = await one(deps.db, host, id);
  await checkAssignee(deps.db, hostId, input.assignee_id, found.task.listingId);
  await repo.updateTask(deps.db, id, {
    ...(input.assignee_id !== undefined ? { assigneeId: input.assignee_id } : {}),
    ...(input.needs_photo !== undefined ? { needsPhoto: input.needs_photo } : {}),
  });
  return toWire(await one(deps.db, host, id), deps.storage);
}

/** The turnover defaults of each of the host's listings, for the tasks page. */
export const defaultsOf = (db: Db, hostId: number) => repo.defaultsOfHost(db, hostId);

export async function setDefaults(db: Db, hostId: number, input: TaskDefaultsInput) {
  if (!(await repo.ownListing(db, hostId, input.listing_id))) {
    throw FieldErrors.of('listing_id', taskMessages.listingInvalid);
  }
  await checkAssignee(db, hostId, input.assignee_id, input.listing_id);
  await db.transaction((tx) =>
    repo.setDefaults(tx, input.listing_id, input.assignee_id ?? null, input.needs_photo ?? false),
  );
}

/** The assignee (or host, or co-host) marks a task done, with the checklist as ticked. */
export async function markDone(deps: TaskDeps, user: AuthUser, id: number, checked: boolean[] | undefined) {
  const found = await one(deps.db, user, id);
  if (found.task.status !== 'open') throw new AppError('CONFLICT', taskMessages.notOpen);
  if (found.task.needsPhoto && !found.task.photoKey)
    throw FieldErrors.of('photo', taskMessages.photoRequired);
  const checklist = found.task.checklist.map((item, i) => ({ ...item, done: checked?.[i] ?? true }));
  await repo.updateTask(deps.db, id, { status: 'done', doneAt: new Date(), checklist });
  return toWire(await one(deps.db, user, id), deps.storage);
}

/** A photo of the finished work (multipart `photo`), judged by its content like every upload. */
export async function storePhoto(deps: TaskDeps, user: AuthUser, id: number, request: FastifyRequest) {
  const found = await one(deps.db, user, id);
  if (found.task.status !== 'open') throw new AppError('CONFLICT', taskMessages.notOpen);
  const key = await storeProofPhoto(deps.storage, request, `tasks/${id}`, taskMessages.photoNotImage);
  await repo.updateTask(deps.db, id, { photoKey: key });
  return toWire(await one(deps.db, user, id), deps.storage);
}
