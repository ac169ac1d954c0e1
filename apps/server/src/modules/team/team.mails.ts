import { type TeamRole, teamRoleLabels } from '@innkeep/contract/team';
import { PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

export const INVITATION_TTL_DAYS = 7;

export function invitationMail(to: string, hostName: string, role: TeamRole, baseUrl: string, token: string) {
  const url = `${baseUrl}/team/accept?${new URLSearchParams({ token })}`;
  return renderEmail({
    to,
    subject: `${hostName} invites you to their team on ${PRODUCT_NAME}`,
    preheader: `Join ${hostName}'s team as ${role}.`,
    greeting: 'Hello,',
    paragraphs: [
      `${hostName} invites you to work with them on ${PRODUCT_NAME} as ${teamRoleLabels[role].toLowerCase()}.`,
      `Open the link, then sign up or sign in with any e-mail address. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: 'Accept the invitation', url },
    footnote: 'If you do not know this host, ignore this e-mail: nothing happens unless you accept.',
  });
}
