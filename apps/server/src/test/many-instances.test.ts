import type { ChildProcess } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../app.ts';
import { createUser } from '../factories/users.factory.ts';
import {
  completeListing,
  png,
  postListing,
  readListing,
  upload,
} from '../modules/listings/listings.test-helpers.ts';
import { enqueueMail } from '../modules/mail/mail.service.ts';
import { deferred } from './deferred.ts';
import { adminQuery } from './global-setup.ts';
import { type S3Server, startS3Server } from './s3-server.ts';
import { type SmtpServer, startSmtpServer } from './smtp-server.ts';
import { type SpawnedServer, spawnServer } from './spawn-server.ts';
import { createTestApps } from './test-app.ts';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: nothing one of them needs is kept in
 * the other's memory, and nothing is done twice. PostgreSQL only (PGlite is one process's database).
 */
const postgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!postgres)('two instances on one PostgreSQL database', () => {
  let s3: S3Server;
  let smtp: SmtpServer;
  let t: Awaited<ReturnType<typeof createTestApps>>;
  let one: App;
  let two: App;
  beforeAll(async () => {
    s3 = await startS3Server();
    smtp = await startSmtpServer();
    t = await createTestApps(2, { ...s3.env, SMTP_URL: smtp.url });
    [one, two] = t.apps as [App, App];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await s3.close();
  });

  it('a session made on one works on the other, and signing out on the other ends it on both', async () => {
    const user = await createUser(t.db, { email: 'ines@example.com', password: 'two-instances-1' });
    const login = await one.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'two-instances-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = await two.inject({ url: '/api/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data ?? me.json()).toMatchObject({ email: 'ines@example.com' });

    expect((await two.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await one.inject({ url: '/api/me', headers })).statusCode).toBe(401);
  });

  it('a photo uploaded through one is served by the other, from the bucket', async () => {
    const host = await createUser(t.db);
    const login = await one.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: host.email, password: host.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const bytes = await png(1100, 700);
    const res = await postListing(
      { ...t, app: one },
      headers,
      completeListing({
        images: [upload(bytes, 'front.png')],
      }),
      { draft: false },
    );
    expect(res.statusCode, res.body).toBe(201);
    const listing = await readListing({ ...t, app: two }, res.json().data.id, headers);

    const original = await two.inject({ url: listing.images[0]!.original_url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect((await two.inject({ url: listing.images[0]!.url })).statusCode).toBe(200);
    // From the bucket, not a disk the two happen to share in this test.
    expect(await s3.keys(`listings/${listing.id}/`)).toHaveLength(4);
    expect(await readdir(t.env.dataDir)).not.toContain('uploads');
  });

  it('delivers 20 queued e-mails exactly once between them', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 20; i++) {
      await enqueueMail(t.db, {
        to: `guest${i}@example.com`,
        subject: `Mail ${i}`,
        html: `<p>${i}</p>`,
        text: `${i}`,
      });
    }
    // Both instances run their jobs at the same time, round after round, until nothing is due.
    for (let round = 0; round < 5; round++) {
      await Promise.all([one.deps.jobs.runAll(), two.deps.jobs.runAll()]);
    }
    const delivered = smtp.received.slice(before);
    const subjects = delivered.map(({ raw }) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Mail ${i}`).sort());
    const rows = await t.db.execute(sql`select status, count(*)::int as n from mail_outbox group by status`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'sent', n: 20 }]);
  });

  it('an exclusive job (the prunes) runs on one instance at a time; the other skips that round', async () => {
    const runs: string[] = [];
    const gate = deferred();
    const inside = deferred();
    const job = (who: string) => ({
      name: 'exclusive-test',
      exclusive: true,
      run: async () => {
        runs.push(who);
        inside.resolve();
        await gate.promise;
        return 1;
      },
    });
    one.deps.jobs.add(job('one'));
    two.deps.jobs.add(job('two'));
    const first = one.deps.jobs.runAll();
    await inside.promise;
    expect((await two.deps.jobs.runAll())['exclusive-test']).toBe(0);
    gate.resolve();
    expect((await first)['exclusive-test']).toBe(1);
    expect((await two.deps.jobs.runAll())['exclusive-test']).toBe(1);
    expect(runs).toEqual(['one', 'two']);
  });

  it('runs more exclusive rounds at once than its pool has connections, each of them using the database', async () => {
    // The pool holds 5 connections (test-app.ts). Each lock once held a pool connection while its round waited
    // for another: five rounds at once stalled every job of the instance.
    const names = Array.from({ length: 8 }, (_, i) => `exclusive-busy-${i}`);
    const rounds = names.map((name) =>
      t.database.runAlone!(name, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await t.db.execute(sql`select 1 as one`);
        return (rows as unknown as { rows: unknown[] }).rows.length;
      }),
    );
    expect(await Promise.all(rounds)).toEqual(names.map(() => 1));
    // And the same name twice at once in one process runs once (a session may take its own lock again).
    let inside = 0;
    const twice = await Promise.all(
      [0, 1].map(() =>
        t.database.runAlone!('exclusive-once', async () => {
          inside += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return inside;
        }),
      ),
    );
    expect(twice.filter((r) => r !== undefined)).toEqual([1]);
  });
});

describe.skipIf(!postgres)('two instances starting at once on an empty database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `innkeep_t_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const children: ChildProcess[] = [];
  const dataDir = path.join('/tmp', name);
  beforeAll(() => adminQuery(adminUrl, `CREATE DATABASE "${name}"`));
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  async function start(databaseUrl: string): Promise<SpawnedServer> {
    const server = await spawnServer({ dataDir, databaseUrl, env: { NODE_ENV: 'production' } });
    children.push(server.child);
    return server;
  }

  it('migrates once, cleanly: both become ready, each migration recorded once', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([start(url.toString()), start(url.toString())]);
    for (const server of [a, b]) {
      const ready = await fetch(`${server.base}/api/ready`);
      expect(ready.status, server.output()).toBe(200);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    }
    const journal = JSON.parse(
      await readFile(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { when: number }[] };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ created_at: string; n: number }>(
        'select created_at, count(*)::int as n from drizzle.__drizzle_migrations group by created_at order by created_at',
      );
      expect(rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await client.end();
    }
  }, 120_000);
});
