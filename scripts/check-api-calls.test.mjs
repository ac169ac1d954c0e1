import path from 'node:path';
import { runCheckJson, useTree } from './check.test-helpers.mjs';

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

const tree = useTree('innkeep-api-calls-', FILES);

describe('the API-call rule of npm run lint', () => {
  it('reports hand-typed calls and an own fetch, and fails the run', async () => {
    const run = await runCheckJson(script, tree.dir);
    expect(run.code).toBe(1);
    expect(run.found).toEqual([
      { rule: 'hand-typed-api-call', file: 'apps/web/src/features/stays/api/get-stay.ts', line: 2 },
      { rule: 'hand-typed-api-call', file: 'apps/web/src/features/stays/api/get-stay.ts', line: 4 },
      { rule: 'own-fetch', file: 'apps/web/src/features/stays/pages/page.tsx', line: 1 },
    ]);
  });
});
