import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The web's API-call rule of npm run lint (scripts/check-api-calls.mjs), on a small tree: hand-typed calls and a
// fetch of its own are reported, the generated client's calls, a query's refetch and the test stubs are not.
const script = path.resolve(import.meta.dirname, 'check-api-calls.mjs');

const FILES = {
  'apps/web/src/features/stays/api/get-stay.ts': [
    "import { api } from '../../../lib/api-client.ts';",
    "export const a = () => api.get<{ data: number }>('/stays/1');",
    "export const b = () => api.GET('/api/stays/{id}', { params: { path: { id: 1 } } });",
    "export const c = () => api\n  .post('/logout');",
    '',
  ].join('\n'),
  'apps/web/src/features/stays/pages/page.tsx': [
    "export const load = () => fetch('/api/stays/1');",
    'export const again = (q: Query) => { q.refetch(); q.fetch(); };',
    '',
  ].join('\n'),
  'apps/web/src/lib/api-client.ts': 'export const send = (url: string) => fetch(url);\n',
  'apps/web/src/features/stays/pages/page.test.tsx': "vi.stubGlobal('fetch', f);\nawait fetch('/x');\n",
};

let dir;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'innkeep-api-calls-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the API-call rule of npm run lint', () => {
  it('reports hand-typed calls and an own fetch, and fails the run', async () => {
    const run = await promisify(execFile)(process.execPath, [script, '--json'], { cwd: dir }).catch(
      (err) => err,
    );
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([
      { rule: 'hand-typed-api-call', file: 'apps/web/src/features/stays/api/get-stay.ts', line: 2 },
      { rule: 'hand-typed-api-call', file: 'apps/web/src/features/stays/api/get-stay.ts', line: 4 },
      { rule: 'own-fetch', file: 'apps/web/src/features/stays/pages/page.tsx', line: 1 },
    ]);
  });
});
