import { authMessages } from '@innkeep/contract/auth';
import type { App } from '../../app.ts';
import { createUser } from '../../factories/users.factory.ts';
import { createTestApps } from '../../test/test-app.ts';

// Two server instances on one database, as behind a load balancer: a limit counts every instance's
// requests (an in-memory limiter would let each instance allow the whole limit).
let instances: [App, App];
let close: () => Promise<void>;
let token: string;
beforeAll(async () => {
  const t = await createTestApps(2, { TRUST_PROXY: 'true' });
  const [first, second] = t.apps;
  instances = [first!, second!];
  close = t.close;
  const user = await createUser(t.db);
  const res = await instances[0].inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  token = res.json().token;
});
afterAll(() => close());

let ipSeq = 0;
const freshIp = () => `192.0.2.${++ipSeq}`;

describe.each([
  ['inquiry', 'POST', '/api/bookings/inquiry', 20],
  ['contact form', 'POST', '/api/contact-us', 30],
  ['newsletter', 'POST', '/api/subscribe', 30],
  ['geocoder', 'GET', '/api/geocode?address=Rua%20Augusta&city=Lisboa', 60],
] as const)('the %s limit', (_, method, url, limit) => {
  it('counts the requests of every instance per client IP, refused bodies included, then answers 429', async () => {
    const ip = freshIp();
    const send = (i: number) =>
      instances[i % 2]!.inject({
        method,
        url,
        // An empty body is refused (422): it counts all the same, so garbage cannot flood the route.
        ...(method === 'POST' ? { payload: {} } : {}),
        headers: { 'x-forwarded-for': ip, authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < limit; i++) expect((await send(i)).statusCode).not.toBe(429);
    const res = await send(limit);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(res.json()).toEqual({ error: authMessages.tooManyAttempts(retryAfter), code: 'RATE_LIMITED' });
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    const other = await instances[1].inject({
      method,
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
      headers: { 'x-forwarded-for': freshIp(), authorization: `Bearer ${token}` },
    });
    expect(other.statusCode).not.toBe(429);
  });
});
