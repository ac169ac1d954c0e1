import { createUser } from '../../factories/users.factory.ts';
import { decodeQuotedPrintable, type SmtpServer, startSmtpServer } from '../../test/smtp-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resetLinkOf } from './auth.test-helpers.ts';

/** The reset e-mail goes through nodemailer to a real SMTP server on localhost, and its link works. */
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://stay.example.com' }));
afterAll(async () => {
  await smtp.close();
});

describe('password reset over SMTP', () => {
  it('delivers the reset e-mail and its link resets the password', async () => {
    const user = await createUser(t.db, { password: 'old-password' });
    expect(t.app.deps.mailer.kind).toBe('smtp');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    expect((await t.app.deps.jobs.runAll())['mail-delivery']).toBe(1);

    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toMatch(/Subject: Reset your Innkeep password/);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toMatch(/From: Innkeep <no-reply@innkeep\.local>/);
    const link = resetLinkOf(raw);
    expect(link.url.origin).toBe('https://stay.example.com');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: link.email,
        token: link.token,
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'new-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});
