import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the server received it: the envelope's recipients and the raw text on the wire. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A received message's text with quoted-printable soft breaks and escapes undone, so its words can be read. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every message it receives, for the SMTP
 * adapter and the app with `SMTP_URL` set. `url` is what the app reads.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A relay that refuses every recipient (550) while `refuse(true)` holds: the sender's failure path.
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`;
  return {
    url,
    received,
    refuse: (on: boolean) => {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
