import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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
function startBuilt(): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      SEED_DEMO: 'never',
      JOBS: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The built server exited (${code}):\n${output}`)));
  });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the production build', () => {
  it('builds to JavaScript that node runs: migrations applied, API answering, graceful stop', async () => {
    await promisify(execFile)(process.execPath, [
      path.join(serverDir, 'scripts/build.mjs'),
      '--outdir',
      outdir,
    ]);
    const base = await startBuilt();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    // Reference data lives in tables the migrations created.
    const countries = (await (await fetch(`${base}/api/list/countries`)).json()) as { data: unknown[] };
    expect(countries.data.length).toBeGreaterThan(100);

    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
