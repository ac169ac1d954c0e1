import type { MailPort } from './mail.port.ts';

/** Sends the relay refused or never answered since the start, by adapter kind (metrics). */
export interface MailFailures {
  count: number;
}

/** The mailer as the jobs use it, counting each failed send (the delivery job logs and retries it). */
export function countedMailer(mailer: MailPort): { mailer: MailPort; failures: MailFailures } {
  const failures: MailFailures = { count: 0 };
  return {
    failures,
    mailer: {
      kind: mailer.kind,
      close: () => mailer.close(),
      async send(message) {
        try {
          await mailer.send(message);
        } catch (error) {
          failures.count++;
          throw error;
        }
      },
    },
  };
}
