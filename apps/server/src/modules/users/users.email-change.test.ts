import { authMessages } from '@innkeep/contract/auth';
import { eq } from 'drizzle-orm';
import { emailChanges } from '../../db/schema/users.ts';
import { useTestApp } from '../../test/test-app.ts';
import { confirmLinkOf, lastMailTo } from '../auth/auth.test-helpers.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';

// A small per-account limit, so the limit test does not need hundreds of requests.
const t = useTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '4' });

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/me', headers, payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/email/confirm', payload: { token } });
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/me', headers })).json().data;

describe('changing the account e-mail', () => {
  it('needs the current password: missing or wrong is a 422 and nothing is sent', async () => {
    const { user, headers } = await signedInHost(t.db);
    const names = { first_name: 'Rita', last_name: 'Lopes' };
    const missing = await put(headers, { ...names, email: 'rita.missing@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [authMessages.currentPasswordRequired] });
    const wrong = await put(headers, {
      ...names,
      email: 'rita.wrong@example.com',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    expect(await lastMailTo(t.db, 'rita.missing@example.com')).toBeUndefined();
    expect(await lastMailTo(t.db, 'rita.wrong@example.com')).toBeUndefined();
    expect(await me(headers)).toMatchObject({ email: user.email, first_name: user.firstName });
  });

  it('saves a name change at once without the password', async () => {
    const { user, headers } = await signedInHost(t.db);
    const res = await put(headers, {
      first_name: 'Nuno',
      last_name: 'Dias',
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: authMessages.profileSaved, pending_email: null });
    expect(await me(headers)).toMatchObject({ first_name: 'Nuno', email: user.email });
  });

  it('tells the old address, and the single-use link from the new address makes the change', async () => {
    const { user, headers } = await signedInHost(t.db);
    const res = await put(headers, {
      first_name: user.firstName,
      last_name: user.lastName,
      email: 'new.home@example.com',
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const notice = await lastMailTo(t.db, user.email);
    expect(notice?.subject).toBe('A change of your Innkeep e-mail address was requested');
    expect(notice?.text).toContain('new.home@example.com');
    const mail = await lastMailTo(t.db, 'new.home@example.com');
    expect(mail?.subject).toBe('Confirm your new Innkeep e-mail address');
    const { url, token } = confirmLinkOf(mail!.text);
    expect(url.pathname).toBe('/confirm-email');
    // Only a hash is stored.
    const [stored] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);
    expect(await me(headers)).toMatchObject({ email: user.email });

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe('new.home@example.com');
    expect(await me(headers)).toMatchObject({ email: 'new.home@example.com' });
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [authMessages.emailChangeInvalid] });
  });

  it('tells the former address once the change is made, and what to do if it was not them', async () => {
    const { user, headers } = await signedInHost(t.db);
    const ask = (firstName: string, email: string) =>
      put(headers, { first_name: firstName, last_name: 'Lopes', email, current_password: user.password });
    expect((await ask('Rita', 'rita.new@example.com')).statusCode).toBe(200);
    const { token } = confirmLinkOf((await lastMailTo(t.db, 'rita.new@example.com'))!.text);
    expect((await mailsTo(t, user.email)).length).toBe(1);
    expect((await confirm(token)).statusCode).toBe(200);
    const [requested, changed] = await mailsTo(t, user.email);
    expect(requested?.subject).toBe('A change of your Innkeep e-mail address was requested');
    expect(changed?.subject).toBe('Your Innkeep e-mail address was changed');
    expect(changed?.text.startsWith('Hello Rita,\n')).toBe(true);
    expect(changed?.text).toContain('is now rita.new@example.com');
    expect(changed?.text).toContain('If this was not you');
    expect(changed?.text).toMatch(/https?:\/\/\S+\/contact_us/);
    for (const part of [changed?.text, changed?.html])
      expect(part).not.toMatch(/confirm-email|reset-password/);
    // A spent link changes nothing and tells no one; the new address only had its link.
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await mailsTo(t, user.email)).length).toBe(2);
    expect((await mailsTo(t, 'rita.new@example.com')).length).toBe(1);

    // The account's name is anyone's text: only a plain first name is greeted.
    const { headers: h2, user: u2 } = await signedInHost(t.db);
    const hostile = {
      first_name: 'WIN A PRIZE http://evil.example',
      last_name: 'X',
      email: 'prize.new@example.com',
    };
    expect((await put(h2, { ...hostile, current_password: u2.password })).statusCode).toBe(200);
    expect(
      (await confirm(confirmLinkOf((await lastMailTo(t.db, 'prize.new@example.com'))!.text).token))
        .statusCode,
    ).toBe(200);
    const notice = await lastMailTo(t.db, u2.email);
    expect(notice?.subject).toBe('Your Innkeep e-mail address was changed');
    expect(notice?.text.startsWith('Hello,\n')).toBe(true);
    expect(notice?.text).not.toMatch(/evil|PRIZE/);
  });

  it('refuses an unknown, replaced or expired link', async () => {
    expect((await confirm('made-up-token')).statusCode).toBe(422);
    const { user, headers } = await signedInHost(t.db);
    const ask = (email: string) =>
      put(headers, { first_name: 'A', last_name: 'B', email, current_password: user.password });
    await ask('first.try@example.com');
    const first = confirmLinkOf((await lastMailTo(t.db, 'first.try@example.com'))!.text).token;
    await ask('second.try@example.com');
    const second = confirmLinkOf((await lastMailTo(t.db, 'second.try@example.com'))!.text).token;
    expect((await confirm(first)).json().errors).toEqual({ token: [authMessages.emailChangeInvalid] });
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect((await confirm(second)).statusCode).toBe(422);
    expect(await me(headers)).toMatchObject({ email: user.email });
  });

  it('answers a taken address like a free one, and e-mails its owner instead of a link', async () => {
    const owner = await signedInHost(t.db);
    const { user, headers } = await signedInHost(t.db);
    const res = await put(headers, {
      first_name: 'A',
      last_name: 'B',
      email: owner.user.email,
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: authMessages.emailChangeSent(owner.user.email),
      pending_email: owner.user.email,
    });
    const mail = await lastMailTo(t.db, owner.user.email);
    expect(mail?.subject).toBe('This address already has an Innkeep account');
    expect(mail?.text).not.toMatch(/confirm-email/);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    expect(await me(headers)).toMatchObject({ email: user.email });
  });

  it('keeps an address that someone registered after the link was sent', async () => {
    const { user, headers } = await signedInHost(t.db);
    await put(headers, {
      first_name: 'A',
      last_name: 'B',
      email: 'race@example.com',
      current_password: user.password,
    });
    const { token } = confirmLinkOf((await lastMailTo(t.db, 'race@example.com'))!.text);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { first_name: 'R', last_name: 'C', email: 'race@example.com', password: 'password123' },
    });
    expect(signup.statusCode).toBe(201);
    const res = await confirm(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [authMessages.emailTaken] });
    expect(await me(headers)).toMatchObject({ email: user.email });
  });

  it('limits e-mail change attempts per account', async () => {
    const { headers } = await signedInHost(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await put(headers, {
        first_name: 'A',
        last_name: 'B',
        email: `guess${i}@example.com`,
        current_password: `guess-${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    // Names still save: only e-mail changes are limited.
    const names = await put(headers, {
      first_name: 'Still',
      last_name: 'Works',
      email: (await me(headers)).email,
    });
    expect(names.statusCode).toBe(200);
  });
});
