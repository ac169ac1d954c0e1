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

const time = (local: string | null) => (local ? local.replace('T', ' ') : 'no next arrival yet');

export function tomorrowTasksMail(
  user: { email: string; firstName: string },
  day: string,
  due: Due[],
  baseUrl: string,
) {
  const lines = due.map(({ task, listingName, address }) => {
    const what = task.kind === 'turnover' ? 'Turnover' : (task.title ?? task.kind);
    const guests = task.nextGuests ? `, next guests: ${task.nextGuests}` : '';
    return `${what} at ${listingName} (${address}): from ${time(task.windowStart)} until ${time(task.windowEnd)}${guests}.`;
  });
  return renderEmail({
    to: user.email,
    subject: `Your ${PRODUCT_NAME} tasks for ${day}`,
    preheader: `${due.length} task${due.length === 1 ? '' : 's'} tomorrow.`,
    greeting: `Hello ${user.firstName},`,
    paragraphs: [`Tomorrow, ${day}, you have:`, ...lines],
    action: { label: 'Open my tasks', url: `${baseUrl}/tasks` },
  });
}
