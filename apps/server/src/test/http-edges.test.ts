import { createListing } from '../factories/listings.factory.ts';
import { createReservation } from '../factories/reservations.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { signedInHost } from '../modules/listings/listings.test-helpers.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();

describe('x-request-id', () => {
  it('echoes a short safe id from the client', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42.a_B' } });
    expect(res.headers['x-request-id']).toBe('trace-42.a_B');
  });

  it('replaces a long or unsafe id with its own', async () => {
    for (const given of ['<script>alert(1)</script>', 'a'.repeat(8000), 'a b', '']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      const id = String(res.headers['x-request-id']);
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('authentication comes before validation', () => {
  it('answers a visitor 401, not 422, whatever the body', async () => {
    const cases = [
      { method: 'PUT' as const, url: '/api/me', payload: { email: 'not-an-email' } },
      { method: 'PUT' as const, url: '/api/me/password', payload: {} },
      { method: 'GET' as const, url: '/api/listings/abc' },
      { method: 'GET' as const, url: '/api/geocode?q=' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('still validates a signed-in request', async () => {
    const { headers } = await signedInHost(t.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', headers, payload: { email: 'x' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('wrong methods', () => {
  it('answer 405 with Allow through the error envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT');
    expect(res.json()).toEqual({ error: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
    const post = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('POST');
    const withParams = await t.app.inject({ method: 'PATCH', url: '/api/stays/12' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toContain('GET');
  });

  it('leave unknown paths 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('Cache-Control', () => {
  it('is no-store on replies carrying tokens or secrets', async () => {
    const user = await createUser(t.db, { email: 'cache@example.com', password: 'secret-pass-1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'secret-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = await t.app.inject({ url: '/api/me', headers });
    expect(me.headers['cache-control']).toBe('no-store');
    const host = await signedInHost(t.db);
    const listing = await createListing(t.db, host.user.id);
    const own = await t.app.inject({ url: `/api/listings/${listing.id}`, headers: host.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('no-store');
  });

  it('is no-store on a guest’s replies by their reservation’s hash: the thread and the deposit claim', async () => {
    const host = await signedInHost(t.db);
    const listing = await createListing(t.db, host.user.id);
    const stay = await createReservation(t.db, listing.id, {
      startDate: '2027-05-01',
      endDate: '2027-05-04',
    });
    for (const path of ['messages', 'deposit-claim']) {
      const res = await t.app.inject({ url: `/api/bookings/reservation/${stay.uniqueHash}/${path}` });
      expect(res.headers['cache-control'], `${path} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('leaves public reads their own caching', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
