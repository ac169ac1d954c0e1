import { AUTOMATIC_MESSAGE } from '@innkeep/contract/conversations';
import { fullName } from '@innkeep/contract/names';
import { type HostReader, hostNoticeFootnote, renderEmail, stayDates } from '../mail/mail.service.ts';
import type { ThreadStay } from './conversations.repository.ts';

// The message's own lines, one paragraph each (the layout escapes them; blank lines are dropped).
const linesOf = (body: string) => body.split(/\r?\n/).filter((line) => line.trim() !== '');

/**
 * Tells the host, or a co-host of the listing (`reader`), that the guest wrote, with the words and a link to
 * the thread in the inbox. It carries only what the guest typed and the stay's name and dates: nothing from
 * the listing's private fields.
 */
export function guestMessageToHostMail(stay: ThreadStay, body: string, baseUrl: string, reader: HostReader) {
  return renderEmail({
    to: reader.email,
    subject: `${stay.firstName} sent a message about ${stay.listingName}`,
    preheader: linesOf(body)[0]?.slice(0, 120) ?? '',
    greeting: `Hello ${reader.firstName},`,
    paragraphs: [
      `${fullName(stay.firstName, stay.lastName)} wrote about the stay at ${stay.listingName}, ${stayDates(stay)}:`,
      ...linesOf(body),
    ],
    action: { label: 'Reply in your inbox', url: `${baseUrl}/inbox?conversation=${stay.id}` },
    footnote: hostNoticeFootnote(reader),
  });
}

/** The guest's side of the thread: their trip page, at its messages. */
export const threadUrlForGuest = (stay: Pick<ThreadStay, 'uniqueHash'>, baseUrl: string) =>
  `${baseUrl}/reservation/${stay.uniqueHash}#messages`;

/**
 * Tells the guest that the host wrote, with the words and a link back to the trip page where the thread is. A
 * message the host's automation sent says so (subject and first line), as the thread does.
 */
export function hostMessageToGuestMail(
  stay: ThreadStay,
  body: string,
  baseUrl: string,
  { automatic = false }: { automatic?: boolean } = {},
) {
  return renderEmail({
    to: stay.emailAddress,
    subject: automatic
      ? `${AUTOMATIC_MESSAGE} from ${stay.hostFirstName} about ${stay.listingName}`
      : `${stay.hostFirstName} sent you a message about ${stay.listingName}`,
    preheader: linesOf(body)[0]?.slice(0, 120) ?? '',
    greeting: `Hello ${stay.firstName},`,
    paragraphs: [
      automatic
        ? `${AUTOMATIC_MESSAGE} from ${stay.hostFirstName}, your host at ${stay.listingName} (${stayDates(stay)}), sent on their behalf:`
        : `${stay.hostFirstName}, your host at ${stay.listingName} (${stayDates(stay)}), wrote:`,
      ...linesOf(body),
    ],
    action: { label: 'Read and reply', url: threadUrlForGuest(stay, baseUrl) },
    footnote: 'You received this e-mail because you asked about or booked this stay on Innkeep.',
  });
}
