import { count } from 'drizzle-orm';
import { contactMessages } from '../db/schema/content.ts';
import { users } from '../db/schema/users.ts';
import { createBlog } from '../factories/content.factory.ts';
import { signedInHost } from '../modules/listings/listings.test-helpers.ts';
import { useTestApp } from './test-app.ts';

/** docs/requirements/security.md#R-S1, R-S2, R-S4 on the public, account and content routes: 422, never 500, nothing stored. */
const t = useTestApp();

const NUL = 'Text must not contain NUL characters';
const rows = async (table: typeof users | typeof contactMessages) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('path ids', () => {
  it.each([
    '/api/stays/2147483648',
    '/api/stays/99999999999',
    '/api/stays/0x10',
    '/api/stays/%2B1',
    '/api/stays/1e1',
    '/api/stays/16.0',
    '/api/blogs/99999999999',
    '/api/blogs/0x10',
  ])('GET %s answers 422', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.id).toEqual(['Use a whole number id from 1']);
  });

  it('answers an unknown but valid id with 404', async () => {
    expect((await t.app.inject({ url: '/api/stays/2147483647' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/blogs/2147483647' })).statusCode).toBe(404);
    const blog = await createBlog(t.db);
    expect((await t.app.inject({ url: `/api/blogs/${blog.id}` })).statusCode).toBe(200);
  });
});

describe('NUL bytes in text', () => {
  it.each([
    ['/api/search?city=Lis%00bon', 'city'],
    ['/api/places?q=Li%00', 'q'],
    ['/api/search/category/vil%00la', 'category'],
    ['/api/check-email-blocked/a%00b@example.com', 'email'],
  ])('GET %s answers 422 on %s', async (url, field) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([NUL]);
  });

  it('refuses a NUL in the registration names and creates no account', async () => {
    const before = await rows(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { first_name: 'A\u0000', last_name: 'B', email: 'nul@example.com', password: 'long-enough-1' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.first_name).toEqual([NUL]);
    expect(await rows(users)).toBe(before);
  });

  it('refuses a NUL in the profile and leaves it as it was', async () => {
    const { user, headers } = await signedInHost(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers,
      payload: { first_name: 'Changed', last_name: 'La\u0000st', email: user.email },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.last_name).toEqual([NUL]);
    const me = (await t.app.inject({ url: '/api/me', headers })).json().data;
    expect(me).toMatchObject({ first_name: user.firstName, last_name: user.lastName });
  });

  it('refuses a NUL in a contact message and stores nothing', async () => {
    const before = await rows(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { email: 'ann@example.com', message: 'Hello\u0000' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.message).toEqual([NUL]);
    expect(await rows(contactMessages)).toBe(before);
  });
});

describe('numbers spelt oddly in queries', () => {
  it.each(['page=0x10', 'per_page=1e1', 'numberOfGuests=%2B2', 'freeWiFi=2'])(
    'GET /api/search?%s answers 422',
    async (q) => {
      const res = await t.app.inject({ url: `/api/search?${q}` });
      expect(res.statusCode, res.body).toBe(422);
    },
  );
});
