import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const DELAY_MS = 2000;

/**
 * `npm start` stops the server once per stop: a SIGTERM to the process group (a supervisor, `kill -TERM -<pgid>`)
 * and npm's copy of it must not reach the server twice, since a second signal skips its SHUTDOWN_DELAY_MS drain
 * (apps/server/src/main.ts). The real server, from its sources on the embedded database, under the real supervisor.
 */
describe('npm start under a stop signal', () => {
  let dataDir;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-supervise-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('one SIGTERM to the group (and npm passing it on) gives one shutdown that drains, then exits 0', async () => {
    const supervise = pathToFileURL(path.join(root, 'scripts/supervise.mjs')).href;
    const server = {
      args: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
        SEED_DEMO: 'never',
        MAIL_TRANSPORT: 'outbox',
        JOBS: 'off',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
      },
    };
    // The supervisor leads a process group of its own, as `npm start` in a terminal or under a supervisor does.
    const supervisor = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { superviseServer } from ${JSON.stringify(supervise)}; superviseServer(${JSON.stringify(server)});`,
      ],
      { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    supervisor.stdout.on('data', (chunk) => (output += chunk));
    supervisor.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) =>
      supervisor.on('exit', (code, signal) => resolve({ code, signal })),
    );
    let serverPid;
    try {
      const base = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not listen:\n${output}`)), 90_000);
        const look = () => {
          const found = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
          if (!found) return;
          clearTimeout(timer);
          resolve(found[1]);
        };
        supervisor.stdout.on('data', look);
        supervisor.stderr.on('data', look);
        exited.then(() => reject(new Error(`the supervisor ended:\n${output}`)));
      });
      serverPid = JSON.parse(output.split('\n').find((line) => line.includes('Server listening'))).pid;
      expect(serverPid).not.toBe(supervisor.pid);

      const stopped = Date.now();
      process.kill(-supervisor.pid, 'SIGTERM');
      // npm (`npm start`) passes the signal it got from the group on to its script as well.
      supervisor.kill('SIGTERM');
      // Draining: not ready any more, still answering, until the delay is over.
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS / 2));
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopped).toBeGreaterThanOrEqual(DELAY_MS);
      expect(output.match(/shutting down: not ready any more/g)).toHaveLength(1);
      expect(output).toContain('"signal":"SIGTERM"');
    } finally {
      if (supervisor.exitCode === null) process.kill(-supervisor.pid, 'SIGKILL');
      if (serverPid) {
        try {
          process.kill(serverPid, 'SIGKILL');
        } catch {
          // Already gone, as it should be.
        }
      }
    }
  }, 120_000);
});
