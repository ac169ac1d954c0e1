import { addDays, datesOnEarth } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.ts';
import { activeMembers } from '../team/team.service.ts';
import { userById } from '../users/users.service.ts';
import * as repo from './tasks.mail-job.repository.ts';
import { newTasksMail, type TasksMail, tomorrowTasksMail, withdrawnTasksMail } from './tasks.mails.ts';

/**
 * What an assignee is e-mailed of their tasks (docs/requirements/host.md#R-H31): the day before, all their
 * open tasks that day; a task given or moved to them for today or tomorrow after that day's e-mail, a notice
 * of it. "Today" and "tomorrow" are each listing's (decision 0115). Each task keeps whom and which day it was
 * told for, written in the transaction that queues the mail: another instance or a second run sends nothing
 * twice. Digests go before notices, so a task they list is never noticed again; a task told for today or
 * tomorrow that is then cancelled, handed over or moved is withdrawn from its first assignee's day.
 */
export async function sendTaskMails(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  // Withdrawals first: a digest or a notice overwrites what a task was told for.
  const withdrawn = await sendWithdrawnNotices(db, publicBaseUrl, now);
  const digests = await sendTomorrowDigests(db, publicBaseUrl, now);
  return withdrawn + digests + (await sendNewTaskNotices(db, publicBaseUrl, now));
}

/** An assignee's day, and whether it is today for a listing of theirs (else tomorrow). */
type Group = { assigneeId: number; day: string; today: boolean };
/** A task's assignee and day, with its listing's zone and whether that pair was told. */
type Candidate = { assigneeId: number; day: string; timeZone: string; told: boolean };

/** The tasks' assignees and days that `pick` keeps, given each listing's today. */
function groups(rows: Candidate[], now: Date, pick: (task: Candidate, today: string) => boolean): Group[] {
  const found = new Map<string, Group>();
  for (const task of rows) {
    const today = todayIn(task.timeZone, now);
    if (!pick(task, today)) continue;
    const key = `${task.assigneeId}/${task.day}`;
    const isToday = task.day === today || found.get(key)?.today === true;
    found.set(key, { assigneeId: task.assigneeId, day: task.day, today: isToday });
  }
  return [...found.values()];
}

/** Open assigned tasks due on any day that is today or tomorrow somewhere. */
async function dueSoon(db: Db, now: Date): Promise<Candidate[]> {
  const { earliest, latest } = datesOnEarth(now);
  const rows = await repo.assignedTasksDue(db, earliest, addDays(latest, 1));
  return rows.map((r) => ({ ...r, day: r.dueDate }));
}

const todayOrTomorrow = (day: string, today: string) => day === today || day === addDays(today, 1);

type Due = Awaited<ReturnType<typeof repo.tasksWithPlace>>;
type User = NonNullable<Awaited<ReturnType<typeof userById>>>;
/** A group's e-mail, written in the group's transaction (`tx`: for what the mail must look up). */
type GroupMail = (tx: Tx, user: User, day: string, due: Due) => OutgoingMail | Promise<OutgoingMail>;
/** A group's e-mail that needs nothing but its tasks. */
const ofTasks =
  (mail: TasksMail, publicBaseUrl: string): GroupMail =>
  (_tx, user, day, due) =>
    mail(user, day, due, publicBaseUrl);

/**
 * For each group, in one transaction: `mark` marks the tasks it tells of (none: no mail), then their mail is
 * queued to the assignee. The number of mails queued.
 */
async function mailEach(
  db: Db,
  found: Group[],
  mark: (tx: Tx, group: Group) => Promise<number[]>,
  mail: GroupMail,
): Promise<number> {
  let sent = 0;
  for (const group of found) {
    await db.transaction(async (tx) => {
      const due = await repo.tasksWithPlace(tx, await mark(tx, group));
      const user = due.length > 0 ? await userById(tx, group.assigneeId) : undefined;
      if (!user) return;
      await enqueueMail(tx, await mail(tx, user, group.day, due));
      sent += 1;
    });
  }
  return sent;
}

/**
 * Each assignee's e-mail of tomorrow's open tasks, once a day: the digest row is claimed in the same
 * transaction that queues the mail. A day's mail goes once the first of its tasks' listings has reached the
 * day before, and lists all of that person's open tasks that day, wherever they are.
 */
export async function sendTomorrowDigests(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  const found = groups(await dueSoon(db, now), now, (task, today) => task.day === addDays(today, 1));
  const mark = async (tx: Tx, { assigneeId, day }: Group) =>
    (await repo.claimDigest(tx, assigneeId, day)) ? repo.markTold(tx, assigneeId, day, false) : [];
  return mailEach(db, found, mark, ofTasks(tomorrowTasksMail, publicBaseUrl));
}

/**
 * A notice of the open tasks given (or moved) to someone for today or tomorrow that no e-mail told them of:
 * given after that day's digest went, or due today with no digest the day before (added today, or the
 * job was down). One mail per person and day.
 */
export async function sendNewTaskNotices(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  const found = groups(
    await dueSoon(db, now),
    now,
    (task, today) => !task.told && todayOrTomorrow(task.day, today),
  );
  const mark = async (tx: Tx, { assigneeId, day, today }: Group) =>
    // Tomorrow's tasks wait for the digest, which lists them, until it has gone.
    today || (await repo.digestSent(tx, assigneeId, day)) ? repo.markTold(tx, assigneeId, day, true) : [];
  return mailEach(db, found, mark, ofTasks(newTasksMail, publicBaseUrl));
}

/**
 * A notice to whoever was told of a task for today or tomorrow that no longer holds: cancelled (its stay was),
 * given to someone else or to nobody, or moved to another day. Done tasks are not. Each is forgotten as told,
 * so it goes once; a task handed over or moved is then told to its new assignee or for its new day.
 */
export async function sendWithdrawnNotices(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  const { earliest, latest } = datesOnEarth(now);
  const rows = await repo.toldNoLonger(db, earliest, addDays(latest, 1));
  const found = groups(rows, now, (task, today) => todayOrTomorrow(task.day, today));
  const mark = (tx: Tx, { assigneeId, day }: Group) => repo.forgetTold(tx, assigneeId, day);
  const mail: GroupMail = async (tx, user, day, due) =>
    withdrawnTasksMail(user, day, due, publicBaseUrl, await onTeamOf(tx, user.id, due));
  return mailEach(db, found, mark, mail);
}

/**
 * Whether the tasks page still shows someone these tasks: they are the host of one of them, or on that host's
 * team. A member removed since they were told of a task is neither.
 */
async function onTeamOf(tx: Tx, userId: number, due: Due): Promise<boolean> {
  for (const hostId of new Set(due.map(({ task }) => task.hostId))) {
    if (hostId === userId) return true;
    if ((await activeMembers(tx, hostId)).some((m) => m.userId === userId)) return true;
  }
  return false;
}
