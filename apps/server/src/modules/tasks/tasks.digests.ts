import { addDays, datesOnEarth } from '@innkeep/contract/dates';
import { todayIn } from '@innkeep/contract/time-zones';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import * as repo from './tasks.digests.repository.ts';
import { newTasksMail, tomorrowTasksMail } from './tasks.mails.ts';

/**
 * What an assignee is e-mailed of their tasks (docs/requirements/host.md#R-H31): the day before, all their
 * open tasks that day; a task given or moved to them for today or tomorrow after that day's e-mail, a notice
 * of it. "Today" and "tomorrow" are each listing's (decision 0115). Each task keeps whom and which day it was
 * told for, written in the transaction that queues the mail: another instance or a second run sends nothing
 * twice. Digests go first, so a task they list is never noticed again.
 */
export async function sendTaskMails(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  return (
    (await sendTomorrowDigests(db, publicBaseUrl, now)) + (await sendNewTaskNotices(db, publicBaseUrl, now))
  );
}

/** An assignee's day, and whether it is today for a listing of theirs (else tomorrow). */
type Group = { assigneeId: number; day: string; today: boolean };

/** Each assignee and day among open tasks due from a listing's today to its tomorrow, picked by `pick`. */
async function groups(
  db: Db,
  now: Date,
  pick: (task: { dueDate: string; told: boolean }, today: string) => boolean,
): Promise<Group[]> {
  const { earliest, latest } = datesOnEarth(now);
  const due = await repo.assignedTasksDue(db, earliest, addDays(latest, 1));
  const found = new Map<string, Group>();
  for (const task of due) {
    const today = todayIn(task.timeZone, now);
    if (!pick(task, today)) continue;
    const key = `${task.assigneeId}/${task.dueDate}`;
    const isToday = task.dueDate === today || found.get(key)?.today === true;
    found.set(key, { assigneeId: task.assigneeId, day: task.dueDate, today: isToday });
  }
  return [...found.values()];
}

type TasksMail = typeof tomorrowTasksMail;

/**
 * For each group, in one transaction: `mark` marks the tasks it tells of (none: no mail), then their mail is
 * queued to the assignee. The number of mails queued.
 */
async function mailEach(
  db: Db,
  found: Group[],
  mark: (tx: Tx, group: Group) => Promise<number[]>,
  mail: TasksMail,
  publicBaseUrl: string,
): Promise<number> {
  let sent = 0;
  for (const group of found) {
    await db.transaction(async (tx) => {
      const due = await repo.tasksWithPlace(tx, await mark(tx, group));
      const user = due.length > 0 ? await repo.userById(tx, group.assigneeId) : undefined;
      if (!user) return;
      await enqueueMail(tx, mail(user, group.day, due, publicBaseUrl));
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
  const found = await groups(db, now, (task, today) => task.dueDate === addDays(today, 1));
  const mark = async (tx: Tx, { assigneeId, day }: Group) =>
    (await repo.claimDigest(tx, assigneeId, day)) ? repo.markTold(tx, assigneeId, day, false) : [];
  return mailEach(db, found, mark, tomorrowTasksMail, publicBaseUrl);
}

/**
 * A notice of the open tasks given (or moved) to someone for today or tomorrow that no e-mail told them of:
 * given after that day's digest went, or due today with no digest the day before (added today, or the
 * job was down). One mail per person and day.
 */
export async function sendNewTaskNotices(db: Db, publicBaseUrl: string, now = new Date()): Promise<number> {
  const found = await groups(
    db,
    now,
    (task, today) => !task.told && (task.dueDate === today || task.dueDate === addDays(today, 1)),
  );
  const mark = async (tx: Tx, { assigneeId, day, today }: Group) =>
    // Tomorrow's tasks wait for the digest, which lists them, until it has gone.
    today || (await repo.digestSent(tx, assigneeId, day)) ? repo.markTold(tx, assigneeId, day, true) : [];
  return mailEach(db, found, mark, newTasksMail, publicBaseUrl);
}
