import { formatDateWithWeekday, formatLocalMoment } from '@innkeep/contract/formats';
import { PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

interface Due {
  task: {
    kind: string;
    title: string | null;
    status: string;
    assigneeId: number | null;
    dueDate: string;
    windowStart: string;
    windowEnd: string | null;
    nextGuests: number | null;
  };
  listingName: string;
  address: string;
}

type Assignee = { id: number; email: string; firstName: string };
/** An e-mail to one person of their tasks on one day. */
export type TasksMail = (
  user: Assignee,
  day: string,
  due: Due[],
  baseUrl: string,
) => ReturnType<typeof renderEmail>;

const whatOf = (task: Due['task']) => (task.kind === 'turnover' ? 'Turnover' : (task.title ?? task.kind));

/** One task as a line of an e-mail, its days and times written as the tasks page writes them (R-H21). */
function taskLine({ task, listingName, address }: Due): string {
  const what = whatOf(task);
  if (task.kind !== 'turnover')
    return `${what} at ${listingName} (${address}): on ${formatLocalMoment(task.windowStart)}.`;
  const guests = task.nextGuests ? `, next guests: ${task.nextGuests}` : '';
  const until = task.windowEnd ? formatLocalMoment(task.windowEnd) : 'no next arrival yet';
  return `${what} at ${listingName} (${address}): from ${formatLocalMoment(task.windowStart)} until ${until}${guests}.`;
}

const whoSets = 'The host sets who does each task under “Assigned to” on the tasks page.';

/** Tomorrow's open tasks of one person. */
export const tomorrowTasksMail: TasksMail = (user, day, due, baseUrl) => {
  return renderEmail({
    to: user.email,
    subject: `Your ${PRODUCT_NAME} tasks for ${formatDateWithWeekday(day)}`,
    preheader: `${due.length} task${due.length === 1 ? '' : 's'} tomorrow.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [`Tomorrow, ${formatDateWithWeekday(day)}, you have:`, ...due.map(taskLine)],
    action: { label: 'Open my tasks', url: `${baseUrl}/tasks` },
    // A mail that comes every day says why, and where it stops: the tasks' assignee is who gets it.
    footnote: `You received this e-mail because tasks on ${PRODUCT_NAME} are assigned to you; it comes each day before a day with open tasks. ${whoSets}`,
  });
};

/**
 * Tasks given (or moved) to one person for a day whose e-mail had gone, or for today
 * (docs/requirements/host.md#R-H31).
 */
export const newTasksMail: TasksMail = (user, day, due, baseUrl) => {
  const one = due.length === 1;
  return renderEmail({
    to: user.email,
    subject: `${one ? 'A new task' : 'New tasks'} for ${formatDateWithWeekday(day)}`,
    preheader: `${one ? 'A task was' : `${due.length} tasks were`} given to you for ${formatDateWithWeekday(day)}.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `${one ? 'This task was' : 'These tasks were'} given to you for ${formatDateWithWeekday(day)}:`,
      ...due.map(taskLine),
    ],
    action: { label: 'Open my tasks', url: `${baseUrl}/tasks` },
    footnote: `You received this e-mail because a task on ${PRODUCT_NAME} due today or tomorrow was assigned to you after that day’s e-mail of tasks. ${whoSets}`,
  });
};

/** Why a task told to `user` for a day is no longer theirs that day: the job picks only such tasks. */
function withdrawnWhy(task: Due['task'], user: Assignee): string {
  if (task.status === 'cancelled') return 'cancelled';
  if (task.assigneeId !== user.id)
    return task.assigneeId === null ? 'not yours any more' : 'given to someone else';
  return `moved to ${formatDateWithWeekday(task.dueDate)}`;
}

/**
 * Tasks someone was told of for a day that are cancelled, handed over or moved
 * (docs/requirements/host.md#R-H31). `onTeam`: whether they are still the tasks' host or on that host's
 * team; the tasks page no longer shows someone removed from it the host's tasks, so their mail does not send
 * them there.
 */
export function withdrawnTasksMail(
  user: Assignee,
  day: string,
  due: Due[],
  baseUrl: string,
  onTeam: boolean,
) {
  const one = due.length === 1;
  const lines = due.map(
    ({ task, listingName, address }) =>
      `${whatOf(task)} at ${listingName} (${address}): ${withdrawnWhy(task, user)}.`,
  );
  const told = `You received this e-mail because you were told of ${one ? 'this task' : 'these tasks'} on ${PRODUCT_NAME} for that day.`;
  const left = `You are no longer on the host's team, so there is nothing more to do for ${one ? 'it' : 'them'}.`;
  return renderEmail({
    to: user.email,
    subject: `${one ? 'A task is' : 'Tasks are'} off your list for ${formatDateWithWeekday(day)}`,
    preheader: `${one ? 'A task you were told of is' : `${due.length} tasks you were told of are`} no longer yours that day.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `${one ? 'This task is' : 'These tasks are'} no longer yours on ${formatDateWithWeekday(day)}:`,
      ...lines,
      ...(onTeam ? [] : [left]),
    ],
    ...(onTeam ? { action: { label: 'Open my tasks', url: `${baseUrl}/tasks` } } : {}),
    footnote: onTeam ? `${told} ${whoSets}` : told,
  });
}
