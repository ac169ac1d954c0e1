import { renderEmail } from '../mail/mail.service.ts';

/** The one-click unsubscribe endpoint (RFC 8058): a POST to it unsubscribes, a GET leads to the page. */
export const unsubscribeApiUrl = (baseUrl: string, unsubscribeToken: string) =>
  `${baseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;

/** The page a reader opens from the link in the mail's footer. */
export const unsubscribePageUrl = (baseUrl: string, unsubscribeToken: string) =>
  `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;

/**
 * The headers every newsletter mail carries (RFC 2369 and RFC 8058): mail clients show an Unsubscribe
 * button that POSTs `List-Unsubscribe=One-Click` to the URL, with no page to visit. The newsletter
 * sender adds them to each issue, with the recipient's `unsubscribeToken`.
 */
export function newsletterHeaders(baseUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeApiUrl(baseUrl, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

interface Recipient {
  email: string;
  unsubscribeToken: string;
}

/** Double opt-in: the address receives nothing more until this link is followed. */
export function confirmationMail(
  subscriber: Recipient,
  confirmToken: string,
  baseUrl: string,
  validDays: number,
) {
  const mail = renderEmail({
    to: subscriber.email,
    subject: 'Confirm your subscription to the Innkeep newsletter',
    preheader: 'One click and you will receive our newsletter.',
    greeting: 'Hello,',
    paragraphs: [
      'Someone, hopefully you, asked to receive the Innkeep newsletter at this address.',
      `Please confirm that you want it. The link works for ${validDays} days.`,
    ],
    action: {
      label: 'Confirm subscription',
      url: `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
    },
    footnote: `If you did not ask for this, ignore this e-mail and you will hear nothing more from us. Unsubscribe: ${unsubscribePageUrl(baseUrl, subscriber.unsubscribeToken)}`,
  });
  return { ...mail, headers: newsletterHeaders(baseUrl, subscriber.unsubscribeToken) };
}

/** A sign-up for an address that is already confirmed: say so (at most once a day), and how to leave. */
export function alreadySubscribedMail(subscriber: Recipient, baseUrl: string) {
  const mail = renderEmail({
    to: subscriber.email,
    subject: 'You are already subscribed to the Innkeep newsletter',
    preheader: 'Nothing to do: this address already receives our newsletter.',
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to subscribe this address to the Innkeep newsletter, and it is already subscribed. There is nothing to do.',
      'If you no longer want the newsletter, you can unsubscribe with one click.',
    ],
    action: { label: 'Unsubscribe', url: unsubscribePageUrl(baseUrl, subscriber.unsubscribeToken) },
    footnote: 'You received this e-mail because this address is subscribed to the Innkeep newsletter.',
  });
  return { ...mail, headers: newsletterHeaders(baseUrl, subscriber.unsubscribeToken) };
}
