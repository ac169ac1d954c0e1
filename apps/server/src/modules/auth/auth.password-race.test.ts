import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { lastMailTo, resetLinkOf, sessionCalls } from './auth.test-helpers.ts';

/**
 * docs/requirements/security.md#R-S8: a sign-in with the old password that was checked before a reset or change committed must
 * not leave a live session behind. Sign-ins race the reset and the change; afterwards every token they got is
 * dead (or they were refused), whichever committed first.
 */
const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000' });

const { post, put, me } = sessionCalls(t);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` sign-ins with `password`, started a few milliseconds apart so some straddle the other request. */
async function signInsAround(email: string, password: string, n: number, other: () => Promise<unknown>) {
  const signIns = Array.from({ length: n }, async (_, i) => {
    await pause(i * 8);
    const res = await post('/api/login', { email, password });
    return res.statusCode === 200 ? (res.json().token as string) : null;
  });
  const [tokens] = await Promise.all([Promise.all(signIns), other()]);
  return tokens.filter((x): x is string => x !== null);
}

async function liveOf(tokens: string[]) {
  const answers = await Promise.all(tokens.map((token) => me(token)));
  return answers.filter((res) => res.statusCode === 200).length;
}

describe('a sign-in with the old password racing a password change', () => {
  it('survives neither a reset nor a change', { timeout: 120_000 }, async () => {
    let survivedReset = 0;
    let survivedChange = 0;
    for (let round = 0; round < 4; round++) {
      const user = await createUser(t.db, { password: 'old-password' });
      await post('/api/forgot-password', { email: user.email });
      const link = resetLinkOf((await lastMailTo(t.db, user.email))?.text ?? '');
      const reset = async () => {
        await pause(round * 12);
        const res = await post('/api/reset-password', {
          email: link.email,
          token: link.token,
          password: 'reset-password',
          password_confirmation: 'reset-password',
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      survivedReset += await liveOf(await signInsAround(user.email, 'old-password', 10, reset));

      const changer = await createUser(t.db, { password: 'old-password' });
      const own = (await post('/api/login', { email: changer.email, password: 'old-password' })).json().token;
      const change = async () => {
        await pause(round * 12);
        const res = await put(
          '/api/me/password',
          {
            current_password: 'old-password',
            password: 'changed-pass',
            password_confirmation: 'changed-pass',
          },
          own,
        );
        expect(res.statusCode, res.body).toBe(200);
      };
      survivedChange += await liveOf(await signInsAround(changer.email, 'old-password', 10, change));
      // The changer's own device stays signed in; the new password works.
      expect((await me(own)).statusCode).toBe(200);
      expect((await post('/api/login', { email: changer.email, password: 'changed-pass' })).statusCode).toBe(
        200,
      );
    }
    expect({ survivedReset, survivedChange }).toEqual({ survivedReset: 0, survivedChange: 0 });
  });
});
