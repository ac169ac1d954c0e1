import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts the real server (apps/server/src/main.ts through tsx) in its own process, in production mode with
 * no demo data, on 127.0.0.1:`port`, and resolves once `/api/health` answers. `env` adds to or overrides the
 * defaults (the database, jobs, log level); `nodeArgs` go to Node (`--cpu-prof`). A server that does not answer within `startTimeoutMs` is killed.
 */
export function startBenchServer(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const main = new URL('../apps/server/src/main.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'never',
      MAIL_TRANSPORT: 'outbox',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + startTimeoutMs;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        return reject(new Error(`server did not start in ${startTimeoutMs / 1000} s`));
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/** Stops the server with `signal` (SIGKILL to play a crash) and waits for the process to end. */
export async function stopBenchServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
