import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedServer {
  base: string;
  child: ChildProcess;
  output: () => string;
}

export interface SpawnOptions {
  dataDir: string;
  /** Omitted: the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Node's arguments; by default main.ts through tsx (the built server passes its main.js). */
  args?: string[];
  /** Adds to or overrides the settings below. */
  env?: Record<string, string>;
}

/** How long a server may take to listen before it is killed and its output shown. */
const START_TIMEOUT_MS = 60_000;

/**
 * The real server in a process of its own, for what one process cannot show: a kill, a start on an empty
 * database, the production build. Resolves with its address once it listens; the caller kills it after.
 */
export function spawnServer({ dataDir, databaseUrl, args, env = {} }: SpawnOptions): Promise<SpawnedServer> {
  const main = new URL('../main.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, args ?? ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'never',
      MAIL_TRANSPORT: 'outbox',
      JOBS: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<SpawnedServer>((resolve, reject) => {
    let output = '';
    // Not listening in time: killed here, since the caller has no handle on it yet.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not listen within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ base: match[1], child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output}`));
    });
  });
}
