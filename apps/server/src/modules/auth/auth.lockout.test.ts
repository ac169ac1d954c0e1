import { authMessages } from '@innkeep/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { lastMailTo, resetLinkOf } from './auth.test-helpers.ts';
import { slowdownSeconds } from './auth.throttle.ts';

// The default limits (10 wrong passwords per account, 50 attempts per IP in 15 minutes): the issue was
// that ten wrong passwords from anywhere blocked the right one, the admin's included.
const t = useTestApp({ TRUST_PROXY: 'true' });

let ipSeq = 0;
const freshIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const post = (url: string, payload: object, ip: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const login = (email: string, password: string, ip: string) => post('/api/login', { email, password }, ip);

/** Lets `seconds` pass for the account's run of misses (the counter lives in the database clock). */
async function letTimePass(email: string, seconds: number, ip?: string) {
  await t.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimits.key, `login-failures:${email}${ip ? `:${ip}` : ''}`));
}

describe('no lockout by strangers', () => {
  it.each([
    ['host', false],
    ['admin', true],
  ])(
    "a stranger's 50 wrong passwords do not stop the %s signing in from an address used before",
    async (_, isAdmin) => {
      const owner = await createUser(t.db, { isAdmin });
      const home = freshIp();
      expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

      const stranger: number[] = [];
      for (let i = 0; i < 50; i++)
        stranger.push((await login(owner.email, `guess-${i}`, freshIp())).statusCode);
      expect(stranger.every((code) => code === 401 || code === 429)).toBe(true);
      expect(stranger.filter((code) => code === 401).length).toBeGreaterThanOrEqual(10);

      const res = await login(owner.email, owner.password, home);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(owner.email);
    },
  );

  it('counts wrong passwords only: signing in many times never slows anyone down', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 15; i++)
      expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('slows down a new address progressively rather than locking: 2 s, then 4 s, then 8 s', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, 'wrong-one', freshIp())).statusCode).toBe(401);

    for (const wait of [2, 4, 8]) {
      // The right password from a new address waits too: the slowdown is the account's, not the guess's.
      const slowed = await login(owner.email, owner.password, freshIp());
      expect(slowed.statusCode).toBe(429);
      // The wait counts from the latest miss, a moment ago (a busy machine may make it a second).
      const retryAfter = Number(slowed.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(wait - 1);
      expect(retryAfter).toBeLessThanOrEqual(wait);
      // The message says the same wait, in seconds (not "1 minute" for a 2 s wait).
      expect(slowed.json()).toEqual({
        error: authMessages.tooManyAttempts(retryAfter),
        code: 'RATE_LIMITED',
      });
      expect(slowed.json().error).toMatch(new RegExp(`wait ${retryAfter} seconds?`));
      await letTimePass(owner.email, wait);
      expect((await login(owner.email, 'wrong-again', freshIp())).statusCode).toBe(401);
    }
    await letTimePass(owner.email, 16);
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('lets no extra guess past the slowdown when wrong passwords arrive in parallel (docs/requirements/security.md#R-S7)', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 9; i++)
      expect((await login(owner.email, `guess-${i}`, freshIp())).statusCode).toBe(401);
    // The 10th miss is allowed; each later one waits. Ten at once: exactly one is checked.
    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(owner.email, `parallel-${i}`, freshIp())),
    );
    const codes = parallel.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, ...Array(9).fill(429)]);
  });

  it('caps wrong passwords from an address the account used too, generously, and only for that address', async () => {
    const owner = await createUser(t.db);
    const office = freshIp();
    const home = freshIp();
    for (const ip of [office, home])
      expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    // Three times the account's 10 from the office: 29 one by one, then 5 at once of which only one is checked.
    for (let i = 0; i < 29; i++)
      expect((await login(owner.email, `typo-${i}`, office)).statusCode, `miss ${i + 1}`).toBe(401);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(owner.email, `typo-p${i}`, office)),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
    const slowed = await login(owner.email, owner.password, office);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address the owner used is not slowed by the office's misses.
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    // Once the wait has passed, the right password at the office ends its misses.
    await letTimePass(owner.email, 2, office);
    expect((await login(owner.email, owner.password, office)).statusCode).toBe(200);
    expect((await login(owner.email, 'typo-again', office)).statusCode).toBe(401);
  });

  it('caps the wait at the window', () => {
    const rule = { limit: 10, windowSeconds: 900 };
    expect([9, 10, 11, 12, 18, 19, 500].map((n) => slowdownSeconds(n, rule))).toEqual([
      0, 2, 4, 8, 512, 900, 900,
    ]);
  });

  it("the owner's reset link works whatever strangers tried, and ends the slowdown", async () => {
    const owner = await createUser(t.db);
    const badReset = {
      email: owner.email,
      token: 'x'.repeat(43),
      password: 'pw-stranger',
      password_confirmation: 'pw-stranger',
    };
    for (let i = 0; i < 15; i++) {
      expect((await post('/api/reset-password', badReset, freshIp())).statusCode).toBe(422);
    }
    // 20 misses, each after the previous wait: new addresses now wait the longest (15 minutes).
    for (let i = 0; i < 20; i++) {
      if (i > 0) await letTimePass(owner.email, 900);
      expect((await login(owner.email, `guess-${i}`, freshIp())).statusCode).toBe(401);
    }
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(429);

    expect((await post('/api/forgot-password', { email: owner.email }, freshIp())).statusCode).toBe(200);
    const link = resetLinkOf((await lastMailTo(t.db, owner.email))?.text ?? '');
    const phone = freshIp();
    const reset = {
      email: link.email,
      token: link.token,
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    };
    expect((await post('/api/reset-password', reset, phone)).statusCode).toBe(200);
    expect((await login(owner.email, 'new-pass-1', phone)).statusCode).toBe(200);
    expect((await login(owner.email, 'new-pass-1', freshIp())).statusCode).toBe(200);
  });

  it('keeps the per-IP limit strict, for known addresses too', async () => {
    const owner = await createUser(t.db);
    const home = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 51; i++) codes.push((await login(owner.email, owner.password, home)).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 200)).toBe(true);
    expect(codes[50]).toBe(429);
  });
});

describe('changing the password', () => {
  /** `PUT /api/me/password` with the session's token and a guess of the current password, each from a new IP. */
  const passwordChange = (token: string, password: string) => (current: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: { current_password: current, password, password_confirmation: password },
      headers: { 'x-forwarded-for': freshIp(), authorization: `Bearer ${token}` },
    });

  it('limits guesses of the current password per account, from any IP', async () => {
    const owner = await createUser(t.db);
    const token = (await login(owner.email, owner.password, freshIp())).json().token as string;
    const change = passwordChange(token, 'new-pass-2');
    for (let i = 0; i < 10; i++) {
      const res = await change(`guess-${i}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    }
    const res = await change(owner.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The password did not change.
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('lets no extra guess of the current password through in parallel (docs/requirements/security.md#R-S7)', async () => {
    const owner = await createUser(t.db);
    const token = (await login(owner.email, owner.password, freshIp())).json().token as string;
    const change = passwordChange(token, 'new-pass-3');
    for (let i = 0; i < 8; i++) expect((await change(`guess-${i}`)).statusCode).toBe(422);
    const parallel = await Promise.all(Array.from({ length: 6 }, (_, i) => change(`parallel-${i}`)));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([422, 422, 429, 429, 429, 429]);
  });
});
