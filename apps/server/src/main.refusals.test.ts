import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closedPort } from './test/closed-port.ts';

// docs/requirements/operations.md#R-O9: a start that cannot go on says why in one JSON line, as every other
// log line, and exits non-zero: a bad setting or a database it cannot reach is no bare stack trace.
const main = new URL('./main.ts', import.meta.url).pathname;
const createAdmin = new URL('./cli/create-admin.ts', import.meta.url).pathname;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-refusals-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The program's exit code and stderr lines when started with `env` (by default the server). */
async function refusedStart(env: Record<string, string>, args = [main]) {
  const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, ...env },
  }).catch((error: { code: number; stderr: string }) => error);
  const { code, stderr } = result as { code: number; stderr: string };
  return { code, lines: stderr.trim().split('\n') };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a start that cannot go on', () => {
  it('names an invalid setting in one JSON line', async () => {
    const { code, lines } = await refusedStart({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      msg: expect.stringMatching(/^Innkeep does not start: Invalid environment:\n {2}PORT: /),
    });
  });

  it('says the database cannot be reached in one JSON line, without the password', async () => {
    const port = await closedPort();
    const { code, lines } = await refusedStart({
      DATABASE_URL: `postgres://innkeep:secret-password@127.0.0.1:${port}/innkeep`,
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      msg: `Innkeep does not start: the database could not be opened and migrated: connect ECONNREFUSED 127.0.0.1:${port} (ECONNREFUSED)`,
    });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'npm run create-admin on a database it cannot open',
  () => {
    it('says why in one line and exits non-zero', async () => {
      const port = await closedPort();
      const { code, lines } = await refusedStart(
        { DATABASE_URL: `postgres://innkeep:secret-password@127.0.0.1:${port}/innkeep` },
        [createAdmin, 'you@example.com'],
      );
      expect(code).toBe(1);
      expect(lines).toEqual([
        `The database could not be opened: connect ECONNREFUSED 127.0.0.1:${port} (ECONNREFUSED)`,
      ]);
    });
  },
);
