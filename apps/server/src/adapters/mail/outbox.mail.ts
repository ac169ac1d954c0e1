import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailPort } from './mail.port.ts';

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * The embedded adapter: the message already lives in the `mail_outbox` table (read at /dev/mailbox);
 * "sending" only logs it with its links so a developer can follow them from the console.
 */
export function outboxMail(log: FastifyBaseLogger): MailPort {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const links = [...new Set(message.text.match(LINK) ?? [])];
      log.info(
        { mailId: message.id, to: message.to, subject: message.subject, links, headers: message.headers },
        'mail kept in outbox',
      );
    },
    async close() {},
  };
}
