import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { lastMailTo, resetLinkOf } from './auth.test-helpers.ts';

// Sign-up confirms no address: anyone could register a stranger's address with a first name such as
// "WIN A PRIZE http://…" and have Innkeep greet that inbox with it in the welcome and the reset e-mails (the
// inquiry form's rule, docs/requirements/security.md#R-S5). Account mails greet only a plain first name.
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });

const register = (email: string, firstName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { first_name: firstName, last_name: 'Person', email, password: 'long-enough-1' },
  });
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });

describe('account e-mails', () => {
  it('greet no one by a first name that carries a link or a sentence', async () => {
    const email = 'stranger@example.com';
    expect((await register(email, 'WIN A PRIZE http://evil.example')).statusCode).toBe(201);
    expect((await forgot(email)).statusCode).toBeLessThan(300);
    const link = resetLinkOf((await lastMailTo(t.db, email))?.text ?? '');
    const payload = {
      email,
      token: link.token,
      password: 'new-password',
      password_confirmation: 'new-password',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload })).statusCode).toBe(
      200,
    );
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Welcome to Innkeep',
      'Reset your Innkeep password',
      'Your Innkeep password was changed',
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n'), mail.subject).toBe(true);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|PRIZE/);
    }
  });

  it('still greet a plain first name', async () => {
    expect((await register('zoe.plain@example.com', 'Zoë')).statusCode).toBe(201);
    const [welcome] = await mailsTo(t, 'zoe.plain@example.com');
    expect(welcome?.text.startsWith('Hello Zoë,\n')).toBe(true);
  });
});
