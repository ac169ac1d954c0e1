import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailPort } from './mail.port.ts';

const LINK = /https?:\/\/[^\s<>"')]+/g;
/** Query parameters that open an account or a stay: never written to a log. */
const SECRET_PARAMS = /([?&](?:token|code|hash|key|secret)[^=&]*=)[^&#\s]*/gi;

/** A link as it may be logged: the values of token-like parameters replaced. */
export const redactLink = (link: string) => link.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * The embedded adapter: the message already lives in the `mail_outbox` table (read at /dev/mailbox);
 * "sending" only logs it. Outside production the log lists its links (without their tokens) so a developer
 * sees where a mail points; in production it names the message only: links to trip pages open a guest's
 * address and door code, and reset links an account (docs/requirements/operations.md#R-O6).
 */
export function outboxMail(log: FastifyBaseLogger, options: { showLinks?: boolean } = {}): MailPort {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const links = options.showLinks
        ? [...new Set(message.text.match(LINK) ?? [])].map(redactLink)
        : undefined;
      log.info(
        { mailId: message.id, subject: message.subject, ...(links && { to: message.to, links }) },
        'mail kept in outbox',
      );
    },
    async close() {},
  };
}
