import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run start:production` (docs/requirements/operations.md#R-O8): the documented production command never starts the demo.
const start = path.join(import.meta.dirname, 'start.mjs');
const run = (env) =>
  spawnSync(process.execPath, [start, '--production'], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('npm run start:production', () => {
  it('refuses the embedded database, no public address and every demo setting, before building anything', () => {
    const bare = run({});
    expect(bare.status).toBe(1);
    expect(bare.stderr).toContain('DATABASE_URL is not set');
    expect(bare.stderr).toContain(
      'PUBLIC_BASE_URL is not set (e-mailed links and canonical URLs would point to http://localhost:3000)',
    );
    const demo = run({
      DATABASE_URL: 'postgres://x@127.0.0.1/none',
      PUBLIC_BASE_URL: 'https://stay.example.com',
      SEED_DEMO: 'auto',
      DEV_MAILBOX: 'on',
    });
    expect(demo.status).toBe(1);
    expect(demo.stderr).toContain('SEED_DEMO=auto is a demo setting');
    expect(demo.stderr).toContain('DEV_MAILBOX=on is a demo setting');
    expect(demo.stderr).not.toContain('PUBLIC_BASE_URL');
  });
});
