import { authMessages } from '@innkeep/contract/auth';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  confirmLinkOf,
  expectShortMismatchedPasswordRefused,
  lastMailTo,
  sessionCalls,
} from '../auth/auth.test-helpers.ts';

const t = useTestApp();

const { call } = sessionCalls(t);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const res = await call('POST', '/api/login', undefined, { email: user.email, password: user.password });
  return { user, token: res.json().token as string };
}

describe('GET /api/me', () => {
  it('returns the signed-in user', async () => {
    const { user, token } = await signedIn({ firstName: 'Maria', lastName: 'Costa', isAdmin: true });
    const res = await call('GET', '/api/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: user.id, first_name: 'Maria', last_name: 'Costa', email: user.email, is_admin: true },
    });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/me', () => {
  it('saves names at once; the e-mail changes only from the link sent to the new address', async () => {
    const { user, token } = await signedIn();
    /** The user as `/api/me` shows them once renamed, with the e-mail they have at that point. */
    const joana = (email: string) => ({
      id: user.id,
      first_name: 'Joana',
      last_name: 'Reis',
      email,
      is_admin: false,
    });
    const res = await call('PUT', '/api/me', token, {
      first_name: 'Joana',
      last_name: 'Reis',
      email: ' Joana.Reis@Example.com ',
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: joana(user.email),
      message: authMessages.emailChangeSent('joana.reis@example.com'),
      pending_email: 'joana.reis@example.com',
    });
    expect((await call('GET', '/api/me', token)).json().data.email).toBe(user.email);
    const link = confirmLinkOf((await lastMailTo(t.db, 'joana.reis@example.com'))!.text);
    const confirmed = await call('POST', '/api/me/email/confirm', undefined, { token: link.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      data: joana('joana.reis@example.com'),
      message: authMessages.emailChanged,
    });
    expect((await call('GET', '/api/me', token)).json().data.email).toBe('joana.reis@example.com');
  });

  it("does not reveal another account's e-mail, and refuses bad input changing nothing", async () => {
    const { user, token } = await signedIn();
    const other = await createUser(t.db);
    const taken = await call('PUT', '/api/me', token, {
      first_name: 'A',
      last_name: 'B',
      email: other.email,
      current_password: user.password,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(authMessages.emailChangeSent(other.email));
    expect((await lastMailTo(t.db, other.email))?.subject).toBe(
      'This address already has an Innkeep account',
    );
    const bad = await call('PUT', '/api/me', token, { first_name: '', last_name: 'B', email: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name']);
    expect((await call('GET', '/api/me', token)).json().data).toMatchObject({
      email: user.email,
      first_name: 'A',
    });
  });

  it('keeps its own e-mail', async () => {
    const { user, token } = await signedIn();
    const res = await call('PUT', '/api/me', token, {
      first_name: 'New',
      last_name: 'Name',
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /api/me/password', () => {
  it('needs the current password', async () => {
    const { token } = await signedIn({ password: 'current-pass' });
    const res = await call('PUT', '/api/me/password', token, {
      current_password: 'wrong-pass',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [authMessages.currentPasswordWrong] });
  });

  it('checks length and confirmation', async () => {
    const { token } = await signedIn();
    const res = await call('PUT', '/api/me/password', token, {
      current_password: 'password123',
      password: 'short',
      password_confirmation: 'other',
    });
    expectShortMismatchedPasswordRefused(res);
  });

  it('changes it, keeps this session, signs out the others and notifies by e-mail', async () => {
    const { user, token } = await signedIn({ password: 'current-pass' });
    const other = (
      await call('POST', '/api/login', undefined, { email: user.email, password: 'current-pass' })
    ).json().token as string;
    const res = await call('PUT', '/api/me/password', token, {
      current_password: 'current-pass',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordChanged });
    expect((await call('GET', '/api/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
    const relogin = await call('POST', '/api/login', undefined, {
      email: user.email,
      password: 'brand-new-pass',
    });
    expect(relogin.statusCode).toBe(200);
    expect((await lastMailTo(t.db, user.email))?.subject).toBe('Your Innkeep password was changed');
  });
});

describe('POST /api/me/sessions/revoke-all', () => {
  it('signs out every device', async () => {
    const { user, token } = await signedIn();
    const other = (
      await call('POST', '/api/login', undefined, { email: user.email, password: user.password })
    ).json().token as string;
    const res = await call('POST', '/api/me/sessions/revoke-all', token);
    expect(res.json()).toEqual({ message: authMessages.signedOutEverywhere });
    expect((await call('GET', '/api/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
  });
});
