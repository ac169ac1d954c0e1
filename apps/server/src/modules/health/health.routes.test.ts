import { sql } from 'drizzle-orm';
import { createBookableListing } from '../../factories/payment-accounts.factory.ts';
import { OUTDATED_MESSAGE } from '../../lib/outdated-instance.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookingBody, reservationsOf } from '../bookings/bookings.test-helpers.ts';

const t = useTestApp();

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

  it('an instance older than the schema is not ready and refuses bookings with 503; reads go on', async () => {
    const listing = await createBookableListing(t.db);
    // A newer release applied a migration this build does not know.
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', 9999999999999)`,
    );
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', migrations: 'newer', database: 'ok' });
      expect(ready.json().reason).toMatch(/schema is newer than this build/);

      const booking = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: bookingBody(listing.id),
      });
      expect(booking.statusCode).toBe(503);
      expect(booking.json()).toMatchObject({ code: 'UNAVAILABLE', error: OUTDATED_MESSAGE });
      expect(booking.headers['retry-after']).toBe('30');
      expect(await reservationsOf(t, listing.id)).toEqual([]);
      expect((await t.app.inject({ url: `/api/stays/${listing.id}` })).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-release'`);
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(listing.id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
