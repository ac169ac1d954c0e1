import { type SmtpServer, startSmtpServer } from '../../test/smtp-server.ts';
import { smtpMail } from './smtp.mail.ts';

/** The SMTP adapter against a real SMTP server on localhost: extra headers reach the wire. */
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** The message's header block with folded lines joined, as a receiving client reads it. */
const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

describe('smtp mail adapter', () => {
  it('sends the extra headers of a message (List-Unsubscribe and List-Unsubscribe-Post)', async () => {
    const mailer = smtpMail(smtp.url);
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
    const headers = headerBlock(smtp.received.at(-1)?.raw ?? '');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('Message-ID: <outbox-7@innkeep>');
  });

  it('sends a message without extra headers as before', async () => {
    const mailer = smtpMail(smtp.url);
    await mailer.send({
      id: 8,
      from: 'a@x.test',
      to: 'b@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    await mailer.close();
    expect(headerBlock(smtp.received.at(-1)?.raw ?? '')).not.toContain('List-Unsubscribe');
  });
});
