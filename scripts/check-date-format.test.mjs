import path from 'node:path';
import { repoRoot, runCheckJson, useTree } from './check.test-helpers.mjs';

// The date-format rule of npm run lint (scripts/check-date-format.mjs), on a small tree: dates and times written
// by toLocale*String, an Intl date format, toUTCString or a cut ISO instant are reported on the web and in
// e-mails; the contract's writers, a count's toLocaleString, a stay date's ISO day and tests are not.
const script = path.resolve(import.meta.dirname, 'check-date-format.mjs');

const FILES = {
  'apps/web/src/features/payouts/components/when.tsx': [
    "import { formatDateTime } from '@innkeep/contract/formats';",
    "export const a = (iso: string) => new Date(iso).toLocaleString('en-US');",
    'export const b = (iso: string) => formatDateTime(iso);',
    "export const c = (d: Date) => d.toLocaleDateString('en-GB', { weekday: 'short' });",
    "export const d = (n: number) => n.toLocaleString('en-US');",
    "export const e = (d: Date) => d.toUTCString().slice(5, 22) + ' UTC';",
    '',
  ].join('\n'),
  'apps/server/src/modules/bookings/bookings.mails.ts': [
    "const f = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });",
    "export const until = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';",
    'export const day = (at: Date) => at.toISOString().slice(0, 10);',
    '',
  ].join('\n'),
  'apps/web/src/features/payouts/components/when.test.tsx':
    "expect(new Date().toLocaleDateString()).toBe('');\n",
};

const tree = useTree('innkeep-date-format-', FILES);

describe('the date-format rule of npm run lint', () => {
  it('reports dates and times written around the contract’s writers, and fails the run', async () => {
    const run = await runCheckJson(script, tree.dir);
    expect(run.code).toBe(1);
    const web = 'apps/web/src/features/payouts/components/when.tsx';
    const mails = 'apps/server/src/modules/bookings/bookings.mails.ts';
    expect(run.found).toEqual([
      { rule: 'own-date-format', file: web, line: 2 },
      { rule: 'own-date-format', file: web, line: 4 },
      { rule: 'own-date-format', file: web, line: 6 },
      { rule: 'own-intl-date-format', file: mails, line: 1 },
      { rule: 'own-instant-text', file: mails, line: 2 },
    ]);
  });

  it('passes on this repository', async () => {
    expect((await runCheckJson(script, repoRoot)).found).toEqual([]);
  });
});
