import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail.port.ts';

/**
 * SMTP through nodemailer. SMTP_URL carries everything: `smtp://user:pass@host:587` (STARTTLS when
 * offered), `smtps://…:465` (TLS), and options as query parameters (e.g. `?ignoreTLS=true` for a local
 * test server). Every step of a send (connect, greeting, each reply) waits at most `timeoutMs`, and the
 * whole send at most three times that: a relay that accepts and never answers fails the send in seconds,
 * not nodemailer's 30 s greeting and 2 min connection waits (docs/requirements/operations.md#R-O5).
 */
export function smtpMail(url: string, options: { timeoutMs?: number } = {}): MailPort {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      let timer: NodeJS.Timeout | undefined;
      const sending = transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers && { headers: message.headers }),
        // A stable id lets a receiving server drop a duplicate if a retry follows a lost reply.
        messageId: message.messageId ?? `<outbox-${message.id}@innkeep>`,
      });
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the relay did not take the message within ${3 * timeoutMs} ms`)),
          3 * timeoutMs,
        );
      });
      try {
        await Promise.race([sending, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}
