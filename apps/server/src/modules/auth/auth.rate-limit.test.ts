import { authMessages } from '@innkeep/contract/auth';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { pruneRateLimits } from '../rate-limits/rate-limits.service.ts';

const t = useTestApp({
  AUTH_RATE_LIMIT_PER_EMAIL: '3',
  AUTH_RATE_LIMIT_PER_IP: '5',
  TRUST_PROXY: 'true',
});

let ipSeq = 0;
const freshIp = () => `203.0.113.${++ipSeq}`;
const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('auth rate limits', () => {
  it('slows sign-in to an account after its limit of wrong passwords, even from many IPs, with 429 and Retry-After', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/login', { email: user.email, password: 'wrong-one' }, freshIp())).statusCode,
      ).toBe(401);
    }
    const res = await post('/api/login', { email: user.email, password: user.password }, freshIp());
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The wait is the account's slowdown (auth.throttle.ts), at most the 15-minute window.
    expect(res.json()).toEqual({
      error: authMessages.tooManyAttempts(retryAfter),
      code: 'RATE_LIMITED',
    });
  });

  it('limits each action per IP across e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/forgot-password', { email: `nobody${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    expect((await post('/api/forgot-password', { email: 'nobody9@example.com' }, ip)).statusCode).toBe(429);
    // Another IP, and another action from the same IP, are counted apart.
    expect((await post('/api/forgot-password', { email: 'nobody9@example.com' }, freshIp())).statusCode).toBe(
      200,
    );
    expect((await post('/api/login', { email: 'nobody9@example.com', password: 'x' }, ip)).statusCode).toBe(
      401,
    );
  });

  it('limits register per e-mail, and reset-password per IP', async () => {
    const email = 'limited@example.com';
    const reg = { first_name: 'A', last_name: 'B', email, password: 'password-1' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/api/register', reg, freshIp())).statusCode);
    expect(codes).toEqual([201, 422, 422, 429]);

    // Per IP: strict. Per e-mail it would let strangers block the owner's reset link (auth.lockout.test.ts).
    const ip = freshIp();
    const reset = { email, token: 'bad', password: 'password-2', password_confirmation: 'password-2' };
    const resetCodes: number[] = [];
    for (let i = 0; i < 6; i++) resetCodes.push((await post('/api/reset-password', reset, ip)).statusCode);
    expect(resetCodes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('counts concurrent attempts exactly (one upsert in the database, shared by every instance)', async () => {
    // Concurrent attempts from one IP: exactly the limit get through, whatever the interleaving. Eight
    // accounts: parallel tries at one account count against its own slowdown too (auth.throttle.ts).
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
    const ip = freshIp();
    const results = await Promise.all(
      users.map((user) => post('/api/login', { email: user.email, password: user.password }, ip)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });

  it('prunes counters whose window has ended', async () => {
    await t.db.update(rateLimits).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await pruneRateLimits(t.db)).toBeGreaterThan(0);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });
});
