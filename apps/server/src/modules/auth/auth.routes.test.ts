import { authMessages } from '@innkeep/contract/auth';
import { eq } from 'drizzle-orm';
import { passwordResets, sessions } from '../../db/schema/users.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import {
  expectShortMismatchedPasswordRefused,
  lastMailTo,
  resetLinkOf,
  sessionCalls,
} from './auth.test-helpers.ts';

const t = useTestApp({ PUBLIC_BASE_URL: 'https://stay.example.com' });

const { post, me } = sessionCalls(t);
const login = (email: string, password: string) => post('/api/login', { email, password });

let n = 0;
const newEmail = () => `person${++n}-${Date.now()}@example.com`;

describe('POST /api/register', () => {
  it('creates a host, signs them in and queues a welcome e-mail', async () => {
    const email = newEmail();
    const res = await post('/api/register', {
      first_name: ' Ana ',
      last_name: 'Silva',
      email: email.toUpperCase(),
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(Number), first_name: 'Ana', last_name: 'Silva', email, is_admin: false },
    });
    expect((await me(body.token)).json().data.email).toBe(email);
    const mail = await lastMailTo(t.db, email);
    expect(mail?.subject).toBe('Welcome to Innkeep');
    expect(mail?.text).toContain('https://stay.example.com/dashboard');
  });

  it('stores only a hash of the session token', async () => {
    const res = await post('/api/register', {
      first_name: 'A',
      last_name: 'B',
      email: newEmail(),
      password: 'password-1',
    });
    const { token } = res.json();
    const rows = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate e-mail (any case) with 422 on email', async () => {
    const user = await createUser(t.db);
    const res = await post('/api/register', {
      first_name: 'A',
      last_name: 'B',
      email: user.email.toUpperCase(),
      password: 'password-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [authMessages.emailTaken] });
  });

  it('refuses a weak password, a bad e-mail and missing names, creating nothing', async () => {
    const email = 'bad@example';
    const res = await post('/api/register', { first_name: '', last_name: ' ', email, password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: [authMessages.firstNameRequired],
      last_name: [authMessages.lastNameRequired],
      email: ['Invalid email address'],
      password: [authMessages.passwordMin],
    });
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in a host and an admin, telling them apart by is_admin', async () => {
    const host = await createUser(t.db, { password: 'host-pass-1' });
    const admin = await createUser(t.db, { password: 'admin-pass-1', isAdmin: true });
    const h = await login(host.email, 'host-pass-1');
    expect(h.statusCode).toBe(200);
    expect(h.json().user).toMatchObject({ id: host.id, is_admin: false });
    const a = await login(admin.email.toUpperCase(), 'admin-pass-1');
    expect(a.json().user).toMatchObject({ id: admin.id, is_admin: true });
  });

  it('gives one 401 message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db, { password: 'right-password' });
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login(newEmail(), 'right-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: authMessages.invalidCredentials, code: 'UNAUTHENTICATED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body with field errors', async () => {
    const res = await post('/api/login', { email: '', password: '' });
    expect(res.statusCode).toBe(422);
    // The web shows the first message of each field.
    expect(res.json().errors.email[0]).toBe('Email field is required');
    expect(res.json().errors.password).toEqual([authMessages.passwordRequired]);
  });

  it('logout revokes only that session; the revoked token then gets 401', async () => {
    const user = await createUser(t.db);
    const first = (await login(user.email, user.password)).json().token;
    const second = (await login(user.email, user.password)).json().token;
    const out = await post('/api/logout', {}, first);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: authMessages.signedOut });
    expect((await me(first)).statusCode).toBe(401);
    expect((await post('/api/logout', {}, first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses an expired session and a made-up token', async () => {
    const user = await createUser(t.db);
    const token = (await login(user.email, user.password)).json().token;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
    expect((await me('not-a-real-token')).json()).toEqual({
      error: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('requires a session for logout', async () => {
    expect((await post('/api/logout', {})).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await post('/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.resetLinkSent });
    const mail = await lastMailTo(t.db, email.toLowerCase());
    return resetLinkOf(mail?.text ?? '');
  }
  /** Sets a new password with a link's e-mail and token. */
  const resetPassword = (email: string, token: string, password = 'new-password') =>
    post('/api/reset-password', { email, token, password, password_confirmation: password });
  /** The user's reset links run out. */
  const expireResets = (userId: number) =>
    t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, userId));

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = newEmail();
    const res = await post('/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.resetLinkSent });
    expect(await lastMailTo(t.db, email)).toBeUndefined();
  });

  it('e-mails a link; the token resets the password once and ends every session', async () => {
    const user = await createUser(t.db, { password: 'old-password' });
    const session = (await login(user.email, 'old-password')).json().token;
    const mail = await (async () => {
      await post('/api/forgot-password', { email: user.email });
      return lastMailTo(t.db, user.email);
    })();
    expect(mail?.subject).toBe('Reset your Innkeep password');
    expect(mail?.html).toContain('Reset password');
    const link = resetLinkOf(mail?.text ?? '');
    expect(link.url.origin + link.url.pathname).toBe('https://stay.example.com/reset-password');
    expect(link.email).toBe(user.email);
    // Only the hash is stored.
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, link.token))).toEqual(
      [],
    );

    const res = await resetPassword(link.email, link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordReset });
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(user.email, 'old-password')).statusCode).toBe(401);
    expect((await login(user.email, 'new-password')).statusCode).toBe(200);

    const reused = await resetPassword(link.email, link.token, 'other-pass-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: [authMessages.resetTokenInvalid] });
    expect((await login(user.email, 'new-password')).statusCode).toBe(200);
  });

  it("tells the account's address after a reset, with no link that could take the account over", async () => {
    const user = await createUser(t.db, { firstName: 'Ana' });
    const link = await requestReset(user.email);
    expect((await resetPassword(link.email, link.token)).statusCode).toBe(200);
    const notice = await lastMailTo(t.db, user.email);
    expect(notice?.subject).toBe('Your Innkeep password was changed');
    expect(notice?.text.startsWith('Hello Ana,\n')).toBe(true);
    expect(notice?.text).toContain('every device was signed out');
    expect(notice?.text).toContain('If this was not you');
    for (const part of [notice?.text, notice?.html]) {
      expect(part).not.toContain(link.token);
      expect(part).not.toContain('/reset-password');
    }
    expect(notice?.text).toContain('https://stay.example.com/forgot_password');
    // A refused reset changes nothing, so it tells nobody.
    expect((await resetPassword(link.email, link.token)).statusCode).toBe(422);
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toEqual([
      'Reset your Innkeep password',
      'Your Innkeep password was changed',
    ]);
  });

  it('checks a link without spending it: live, then used, expired or for another account', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const link = await requestReset(user.email);
    const check = (email: string, token: string) => post('/api/reset-password/check', { email, token });
    for (let i = 0; i < 2; i++) {
      const live = await check(user.email, link.token);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ message: authMessages.resetTokenLive });
    }
    const refused = async (email: string, token: string) => {
      const res = await check(email, token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [authMessages.resetTokenInvalid] });
    };
    await refused(other.email, link.token);
    await refused(user.email, `${link.token}x`);
    const reset = await resetPassword(user.email, link.token);
    expect(reset.statusCode).toBe(200);
    await refused(user.email, link.token);

    const expiring = await requestReset(other.email);
    await expireResets(other.id);
    await refused(other.email, expiring.token);
  });

  it('asks the check for an e-mail and a token', async () => {
    const res = await post('/api/reset-password/check', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'token']);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db);
    const link = await requestReset(user.email);
    await expireResets(user.id);
    const res = await resetPassword(user.email, link.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [authMessages.resetTokenInvalid] });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('sets the expiry 60 minutes ahead', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("refuses a token with another account's e-mail, and an older link after a newer one", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await resetPassword(other.email, newer.token)).statusCode).toBe(422);
    expect((await resetPassword(user.email, older.token)).statusCode).toBe(422);
    expect((await resetPassword(user.email, newer.token)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const res = await post('/api/reset-password', {
      email: 'a@example.com',
      token: 'x',
      password: 'short',
      password_confirmation: 'different',
    });
    expectShortMismatchedPasswordRefused(res);
  });

  it('queues the mail in the outbox as pending for the delivery job', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const [row] = await mailsTo(t, user.email);
    expect(row?.status).toBe('pending');
  });
});
