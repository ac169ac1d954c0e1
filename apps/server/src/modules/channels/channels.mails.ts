import { reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate } from '@innkeep/contract/dates';
import { renderEmail, stayDates } from '../mail/mail.service.ts';
import type { ConflictRow } from './channels.repository.ts';

/**
 * To the host, once per conflicting import: which channel sold which nights that a guest here holds, the
 * stay named by its guest and dates, each with the address of its reservation's drawer.
 */
export function conflictMail(hostEmail: string, listingName: string, rows: ConflictRow[], baseUrl: string) {
  const lines = rows.map(
    (c) =>
      `${c.feedName}: ${stayDates(c)} overlaps ${c.guestName || 'a guest'}’s stay, ${formatDate(c.reservationStart)} – ${formatDate(c.reservationEnd)}: ${baseUrl}${reservationDrawerPath(c.reservationId)}`,
  );
  const first = rows[0];
  return renderEmail({
    to: hostEmail,
    subject: `Possible double booking at ${listingName}`,
    preheader: `${rows.length === 1 ? 'A channel booking overlaps' : `${rows.length} channel bookings overlap`} a reservation on Innkeep.`,
    greeting: 'Hello,',
    paragraphs: [
      `A calendar you import for ${listingName} now holds nights that a guest has already booked here:`,
      ...lines,
      'Both bookings are kept. Please contact the guests and cancel one of them on its site.',
    ],
    action: {
      label: rows.length === 1 ? 'Open the reservation' : 'Open the channel manager',
      url:
        rows.length === 1 && first
          ? `${baseUrl}${reservationDrawerPath(first.reservationId)}`
          : `${baseUrl}/channel_manager`,
    },
    footnote: 'You received this e-mail because you sync a channel calendar on Innkeep.',
  });
}
