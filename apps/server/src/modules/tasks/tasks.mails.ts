import { formatDateWithWeekday, formatLocalMoment } from '@innkeep/contract/formats';
import { PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

interface Due {
  task: {
    kind: string;
    title: string | null;
    windowStart: string;
    windowEnd: string | null;
    nextGuests: number | null;
  };
  listingName: string;
  address: string;
}

/** One task as a line of an e-mail, its days and times written as the tasks page writes them (R-H21). */
function taskLine({ task, listingName, address }: Due): string {
  const what = task.kind === 'turnover' ? 'Turnover' : (task.title ?? task.kind);
  const guests = task.nextGuests ? `, next guests: ${task.nextGuests}` : '';
  const until = task.windowEnd ? formatLocalMoment(task.windowEnd) : 'no next arrival yet';
  return `${what} at ${listingName} (${address}): from ${formatLocalMoment(task.windowStart)} until ${until}${guests}.`;
}

const whoSets = 'The host sets who does each task under “Assigned to” on the tasks page.';

/** Tomorrow's open tasks of one person. */
export function tomorrowTasksMail(
  user: { email: string; firstName: string },
  day: string,
  due: Due[],
  baseUrl: string,
) {
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
}

/** Tasks given (or moved) to one person for a day whose e-mail had gone, or for today (docs/requirements/host.md#R-H31). */
export function newTasksMail(
  user: { email: string; firstName: string },
  day: string,
  due: Due[],
  baseUrl: string,
) {
  const one = due.length === 1;
  return renderEmail({
    to: user.email,
    subject: `${one ? 'A new task' : 'New tasks'} for ${formatDateWithWeekday(day)}`,
    preheader: `${one ? 'A task was' : `${due.length} tasks were`} given to you since your last e-mail of tasks.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `Since your last e-mail of tasks, ${one ? 'this task was' : 'these tasks were'} given to you for ${formatDateWithWeekday(day)}:`,
      ...due.map(taskLine),
    ],
    action: { label: 'Open my tasks', url: `${baseUrl}/tasks` },
    footnote: `You received this e-mail because a task on ${PRODUCT_NAME} due today or tomorrow was assigned to you after that day’s e-mail of tasks. ${whoSets}`,
  });
}
