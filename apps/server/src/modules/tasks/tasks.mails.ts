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

/** Tomorrow's open tasks of one person, their days and times written as the tasks page writes them. */
export function tomorrowTasksMail(
  user: { email: string; firstName: string },
  day: string,
  due: Due[],
  baseUrl: string,
) {
  const lines = due.map(({ task, listingName, address }) => {
    const what = task.kind === 'turnover' ? 'Turnover' : (task.title ?? task.kind);
    const guests = task.nextGuests ? `, next guests: ${task.nextGuests}` : '';
    const until = task.windowEnd ? formatLocalMoment(task.windowEnd) : 'no next arrival yet';
    return `${what} at ${listingName} (${address}): from ${formatLocalMoment(task.windowStart)} until ${until}${guests}.`;
  });
  return renderEmail({
    to: user.email,
    subject: `Your ${PRODUCT_NAME} tasks for ${formatDateWithWeekday(day)}`,
    preheader: `${due.length} task${due.length === 1 ? '' : 's'} tomorrow.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [`Tomorrow, ${formatDateWithWeekday(day)}, you have:`, ...lines],
    action: { label: 'Open my tasks', url: `${baseUrl}/tasks` },
    // A mail that comes every day says why, and where it stops: the tasks' assignee is who gets it.
    footnote: `You received this e-mail because tasks on ${PRODUCT_NAME} are assigned to you; it comes each day before a day with open tasks. The host sets who does each task under “Assigned to” on the tasks page.`,
  });
}
