import { buildApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { createUser } from '../../factories/users.factory.ts';
import { authHook, requireHost } from '../../lib/auth.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { sessionUser } from './auth.service.ts';

/**
 * The role guard on a real app: probe routes stand in for admin and host routes, registered before the
 * app is ready. `/api/admin/probe` has no guard of its own: the app-wide /api/admin rule must refuse hosts.
 */
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
let hostToken: string;
let adminToken: string;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/innkeep-guard-test', JOBS: 'off' }),
    database: created.database,
  });
  await app.register(
    async (api) => {
      // As in app.ts's /api scope: resolve the bearer session first.
      api.addHook(
        'onRequest',
        authHook((token) => sessionUser(created.database.db, token)),
      );
      api.get('/admin/probe', async () => ({ ok: true }));
      api.get('/host/probe', { preHandler: requireHost }, async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  const host = await createUser(created.database.db);
  const admin = await createUser(created.database.db, { isAdmin: true });
  const token = async (u: { email: string; password: string }) =>
    (await app.inject({ method: 'POST', url: '/api/login', payload: u })).json().token as string;
  hostToken = await token(host);
  adminToken = await token(admin);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('role guard', () => {
  it('lets an admin call /api/admin/*', async () => {
    expect((await get('/api/admin/probe', adminToken)).statusCode).toBe(200);
  });

  it('answers 403 to a host calling an admin route', async () => {
    const res = await get('/api/admin/probe', hostToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have access to this area.', code: 'FORBIDDEN' });
  });

  it('answers 401 without a session, and after logout', async () => {
    expect((await get('/api/admin/probe')).statusCode).toBe(401);
    const admin = await createUser(app.deps.db, { isAdmin: true });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
    const token = login.json().token as string;
    await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/admin/probe', token)).statusCode).toBe(401);
  });

  it('keeps host routes for hosts', async () => {
    expect((await get('/api/host/probe', hostToken)).statusCode).toBe(200);
    expect((await get('/api/host/probe', adminToken)).statusCode).toBe(403);
  });
});
