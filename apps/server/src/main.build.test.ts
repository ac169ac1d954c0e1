import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { spawnServer } from './test/spawn-server.ts';

// The production build (scripts/build.mjs) runs with plain node: no tsx, migrations found beside it.
// Built inside apps/server, like dist/, so that its npm imports resolve from node_modules as they will.
const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, `.build-test-${process.pid}`);
let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-build-'));
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await rm(outdir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the built server on a free port and resolves with its address once it listens. */
async function startBuilt(): Promise<string> {
  const built = await spawnServer({
    dataDir,
    args: ['--enable-source-maps', path.join(outdir, 'main.js')],
    // Long enough that the test, not the clock, ends the drain: a second SIGTERM skips the rest.
    env: { NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '120000' },
  });
  server = built.child;
  return built.base;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the production build', () => {
  it('builds to JavaScript that node runs: migrations applied, API answering, not ready on SIGTERM, graceful stop', async () => {
    await promisify(execFile)(process.execPath, [
      path.join(serverDir, 'scripts/build.mjs'),
      '--outdir',
      outdir,
    ]);
    // Production with no relay and no explicit outbox refuses to start, with one JSON line saying why (docs/requirements/operations.md#R-O6).
    const refused = await promisify(execFile)(process.execPath, [path.join(outdir, 'main.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect(JSON.parse((refused as { stderr: string }).stderr.trim()).msg).toContain('SMTP_URL is not set');

    const base = await startBuilt();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    // Reference data lives in tables the migrations created.
    const countries = (await (await fetch(`${base}/api/list/countries`)).json()) as { data: unknown[] };
    expect(countries.data.length).toBeGreaterThan(100);

    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    // SIGTERM: not ready at once, while requests are still answered; a second signal ends the drain.
    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    let ready = await fetch(`${base}/api/ready`);
    while (ready.status === 200) ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', draining: true, migrations: 'ok' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);

    // create-admin is built beside it and runs with plain node too (tsx is a development tool), on the same
    // database; the server started again lets the new admin sign in.
    const made = await promisify(execFile)(
      process.execPath,
      [path.join(outdir, 'create-admin.js'), 'boss@example.com', '--password', 'a-long-password-1'],
      { env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
    );
    expect(made.stdout).toContain('Created admin boss@example.com');
    const again = await startBuilt();
    const login = await fetch(`${again}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'a-long-password-1' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { is_admin: boolean } }).user.is_admin).toBe(true);
  }, 240_000);
});
