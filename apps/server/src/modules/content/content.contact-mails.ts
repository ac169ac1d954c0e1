import { contentMessages } from '@innkeep/contract/messages';
import { renderEmail } from '../mail/mail.service.ts';

/**
 * Tells the sender of the contact form that their message arrived and when to expect an answer. Nobody
 * confirmed this address, so nothing the sender typed goes into it (a message could carry a link or an
 * insult to a stranger's inbox): only fixed words and a link to the site.
 */
export function contactReceivedMail(to: string, baseUrl: string) {
  return renderEmail({
    to,
    subject: 'We received your message',
    preheader: `Thank you for writing to Innkeep: we reply by e-mail, ${contentMessages.contactReplyTime}.`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for writing to us. Your message reached the Innkeep team, and we reply to this address, ${contentMessages.contactReplyTime}.`,
      'A question about a booking is answered fastest by the host, in the conversation on your reservation page.',
    ],
    action: { label: 'Visit Innkeep', url: baseUrl },
    footnote:
      'You received this e-mail because someone sent a message on Innkeep with this address. If it was not you, ignore it.',
  });
}
