import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpMail } from './smtp.mail.ts';

/** The SMTP adapter against a real SMTP server on localhost: extra headers reach the wire. */
const received: string[] = [];
let server: SMTPServer;
let url: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The message's header block with folded lines joined, as a receiving client reads it. */
const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

describe('smtp mail adapter', () => {
  it('sends the extra headers of a message (List-Unsubscribe and List-Unsubscribe-Post)', async () => {
    const mailer = smtpMail(url);
    const link = `https://stay.example.com/api/newsletter/unsubscribe?token=${'a'.repeat(64)}`;
    await mailer.send({
      id: 7,
      from: 'Innkeep <no-reply@innkeep.local>',
      to: 'reader@example.com',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await mailer.close();
    const headers = headerBlock(received.at(-1) ?? '');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('Message-ID: <outbox-7@innkeep>');
  });

  it('sends a message without extra headers as before', async () => {
    const mailer = smtpMail(url);
    await mailer.send({
      id: 8,
      from: 'a@x.test',
      to: 'b@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    await mailer.close();
    expect(headerBlock(received.at(-1) ?? '')).not.toContain('List-Unsubscribe');
  });
});
