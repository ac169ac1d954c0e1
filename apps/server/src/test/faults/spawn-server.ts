import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedServer {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * The real server (main.ts) in a process of its own on `databaseUrl`, for faults that kill a process.
 * Resolves with its address once it listens; `env` adds to or overrides the test settings.
 */
export function spawnServer(databaseUrl: string, dataDir: string, env: Record<string, string> = {}) {
  const main = new URL('../../main.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'never',
      MAIL_TRANSPORT: 'outbox',
      JOBS: 'off',
      LOG_LEVEL: 'info',
      PAYMENT_RATE_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<SpawnedServer>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve({ base: match[1], child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}
