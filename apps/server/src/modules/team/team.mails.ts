import type { TeamRole } from '@innkeep/contract/team';
import { PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

export const INVITATION_TTL_DAYS = 7;

/**
 * The role as the invitee reads it, addressed to them: the form's labels ("Cleaner: their own tasks") speak of
 * the member in the third person and made "as cleaner: their own tasks." of the sentence.
 */
const roleForInvitee: Record<TeamRole, { name: string; access: string }> = {
  'co-host': {
    name: 'a co-host',
    access: 'You will see the reservations, the inbox and the calendar of the listings they chose for you.',
  },
  cleaner: { name: 'a cleaner', access: 'You will see the tasks they give you, such as turnovers.' },
};

export function invitationMail(to: string, hostName: string, role: TeamRole, baseUrl: string, token: string) {
  // The address rides along so the page can name it and fill it in: only that account can accept.
  const url = `${baseUrl}/team/accept?${new URLSearchParams({ token, email: to })}`;
  return renderEmail({
    to,
    subject: `${hostName} invites you to their team on ${PRODUCT_NAME}`,
    preheader: `Join ${hostName}'s team as ${roleForInvitee[role].name}.`,
    greeting: 'Hello,',
    paragraphs: [
      `${hostName} invites you to work with them on ${PRODUCT_NAME} as ${roleForInvitee[role].name}. ${roleForInvitee[role].access}`,
      `Open the link, then sign up or sign in with this e-mail address, ${to}: only an account with it can accept. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: 'Accept the invitation', url },
    footnote: 'If you do not know this host, ignore this e-mail: nothing happens unless you accept.',
  });
}
