import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readiness', () => {
  it('is ready with the database reachable and every migration applied', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', draining: false });
  });

  it('is not ready while draining (SIGTERM), though liveness still answers', async () => {
    t.app.lifecycle.draining = true;
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', draining: true });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is not ready when the newest migration of this build is not applied', async () => {
    const [row] = await t.db
      .execute<{ id: number; created_at: string }>(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
      .then((r) =>
        Array.isArray(r) ? r : (r as unknown as { rows: { id: number; created_at: string }[] }).rows,
      );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'pending', database: 'ok' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, 'restored', ${row!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});
