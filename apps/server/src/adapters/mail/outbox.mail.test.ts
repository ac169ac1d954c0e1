import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { outboxMail } from './outbox.mail.ts';

/** The outbox adapter's log line (docs/requirements/operations.md#R-O6): never a reset token, and no links at all in production. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

const reset = {
  id: 3,
  from: 'a@x.test',
  to: 'guest@example.com',
  subject: 'Reset your password',
  html: '<p>reset</p>',
  text: 'Reset: https://stay.example/reset-password?token=abc123secret&email=guest%40example.com\nTrip: https://stay.example/reservation/9f8e7d',
};

describe('outbox mail log', () => {
  it('writes no token of a reset link outside production', async () => {
    const { log, lines } = capture();
    await outboxMail(log, { showLinks: true }).send(reset);
    expect(lines.join('')).not.toContain('abc123secret');
    expect(lines.join('')).toContain('reset-password?token=[redacted]');
  });

  it('writes no link and no recipient in production', async () => {
    const { log, lines } = capture();
    await outboxMail(log).send(reset);
    const text = lines.join('');
    expect(text).not.toContain('abc123secret');
    expect(text).not.toContain('9f8e7d');
    expect(text).not.toContain('guest@example.com');
    expect(JSON.parse(text)).toMatchObject({ mailId: 3, msg: 'mail kept in outbox' });
  });
});
