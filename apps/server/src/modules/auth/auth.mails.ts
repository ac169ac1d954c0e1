import { RESET_TOKEN_TTL_MINUTES } from '@innkeep/contract/auth';
import { greetingFor, PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

interface Recipient {
  email: string;
  firstName: string;
}

// Sign-up confirms no address, so an account's name may be anyone's text: it greets only as a plain name.
export function passwordResetMail(user: Recipient, baseUrl: string, token: string) {
  const url = `${baseUrl}/reset-password?${new URLSearchParams({ token, email: user.email })}`;
  return renderEmail({
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: `Use this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password.`,
    greeting: greetingFor(user.firstName),
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
      `Choose a new password with the button below. The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
    ],
    action: { label: 'Reset password', url },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

/** A host's welcome; someone a host invited to their team (`inviter`) is told to accept, not to list a property. */
export function welcomeMail(user: Recipient, baseUrl: string, inviter?: string) {
  if (inviter) return teamWelcomeMail(user, inviter);
  return renderEmail({
    to: user.email,
    subject: `Welcome to ${PRODUCT_NAME}`,
    preheader: 'Your account is ready. List your first property in a few minutes.',
    greeting: greetingFor(user.firstName),
    paragraphs: [
      `Your ${PRODUCT_NAME} account is ready.`,
      'Create your first listing, set your prices and rules, and start taking bookings.',
    ],
    action: { label: 'Open your dashboard', url: `${baseUrl}/dashboard` },
    footnote: `You received this e-mail because you signed up for ${PRODUCT_NAME} with this address.`,
  });
}

function teamWelcomeMail(user: Recipient, inviter: string) {
  return renderEmail({
    to: user.email,
    subject: `Welcome to ${PRODUCT_NAME}`,
    preheader: `Your account is ready. Accept ${inviter}'s invitation to join their team.`,
    greeting: greetingFor(user.firstName),
    paragraphs: [
      `Your ${PRODUCT_NAME} account is ready.`,
      `${inviter} invited you to their team. Accept on the page you signed up from, or open the link in their invitation e-mail while signed in.`,
    ],
    footnote: `You received this e-mail because you signed up for ${PRODUCT_NAME} with this address.`,
  });
}

/** After a change made while signed in, or a reset by e-mailed link: the words differ in who was signed out and what to do. */
export function passwordChangedMail(user: Recipient, baseUrl: string, via: 'change' | 'reset' = 'change') {
  const paragraphs =
    via === 'change'
      ? [
          `The password of your ${PRODUCT_NAME} account was just changed and your other devices were signed out.`,
          'If this was not you, reset your password now.',
        ]
      : [
          `The password of your ${PRODUCT_NAME} account was just reset with the link sent to this address, and every device was signed out.`,
          'If this was not you, someone may be able to read this mailbox: secure your e-mail account, then reset your password again.',
        ];
  return renderEmail({
    to: user.email,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    preheader: via === 'change' ? 'Your password was just changed.' : 'Your password was just reset.',
    greeting: greetingFor(user.firstName),
    paragraphs,
    action: { label: 'Reset password', url: `${baseUrl}/forgot_password` },
  });
}
