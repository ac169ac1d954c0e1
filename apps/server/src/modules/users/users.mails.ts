import { EMAIL_CHANGE_TTL_HOURS } from '@innkeep/contract/auth';
import { greetingFor, PRODUCT_NAME, renderEmail } from '../mail/mail.service.ts';

interface Account {
  email: string;
  firstName: string;
}

// Sign-up confirms no address, so an account's name may be anyone's text: it greets only as a plain name.
/** To the new address: the link that makes the change. */
export function confirmEmailChangeMail(user: Account, newEmail: string, baseUrl: string, token: string) {
  const url = `${baseUrl}/confirm-email?${new URLSearchParams({ token })}`;
  return renderEmail({
    to: newEmail,
    subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
    preheader: `Follow this link within ${EMAIL_CHANGE_TTL_HOURS} hours to use this address for your account.`,
    greeting: greetingFor(user.firstName),
    paragraphs: [
      `You asked to use this address for your ${PRODUCT_NAME} account instead of ${user.email}.`,
      `Confirm it with the button below. The link works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours; until then you sign in with your current address.`,
    ],
    action: { label: 'Confirm e-mail address', url },
    footnote: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  });
}

/** To the current address: a change was asked for (sent whether or not the new address is free). */
export function emailChangeRequestedMail(user: Account, newEmail: string, baseUrl: string) {
  return renderEmail({
    to: user.email,
    subject: `A change of your ${PRODUCT_NAME} e-mail address was requested`,
    preheader: `Someone asked to move your account to ${newEmail}.`,
    greeting: greetingFor(user.firstName),
    paragraphs: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is followed.',
      'If this was not you, reset your password now: that signs out every device.',
    ],
    action: { label: 'Reset password', url: `${baseUrl}/forgot_password` },
  });
}

/**
 * To the former address once the change is made: it gets no more of the account's mail, including reset links,
 * so the way back if it was not them is the contact page. Shows the new address whole, as the request notice did.
 */
export function emailChangedMail(formerAccount: Account, newEmail: string, baseUrl: string) {
  return renderEmail({
    to: formerAccount.email,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    preheader: `Your account now uses ${newEmail}.`,
    greeting: greetingFor(formerAccount.firstName),
    paragraphs: [
      `The e-mail address of your ${PRODUCT_NAME} account is now ${newEmail}: you sign in with it, and the account's e-mails, password reset links included, go there instead of to this address.`,
      'If this was not you, someone else may have your account: write to us through the contact page from this address and we will help you get it back.',
    ],
    action: { label: 'Contact us', url: `${baseUrl}/contact_us` },
  });
}

/**
 * To a new address that already has an account: the requester gets the same answer as for a free address,
 * so the account page cannot be used to find out which addresses are registered.
 */
export function emailAlreadyRegisteredMail(newEmail: string, baseUrl: string) {
  return renderEmail({
    to: newEmail,
    subject: `This address already has an ${PRODUCT_NAME} account`,
    preheader: 'An account asked to move to this address, which is already in use.',
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to use this address for another ${PRODUCT_NAME} account, but it already belongs to an account, so nothing was changed.`,
      'If you have forgotten the password of your account, you can reset it.',
    ],
    action: { label: 'Reset password', url: `${baseUrl}/forgot_password` },
    footnote: 'If you did not ask for this, ignore this e-mail.',
  });
}
