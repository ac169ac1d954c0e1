import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail.port.ts';

/**
 * SMTP through nodemailer. SMTP_URL carries everything: `smtp://user:pass@host:587` (STARTTLS when
 * offered), `smtps://…:465` (TLS), and options as query parameters (e.g. `?ignoreTLS=true` for a local
 * test server).
 */
export function smtpMail(url: string): MailPort {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers && { headers: message.headers }),
        // A stable id lets a receiving server drop a duplicate if a retry follows a lost reply.
        messageId: `<outbox-${message.id}@innkeep>`,
      });
    },
    async close() {
      transport.close();
    },
  };
}
