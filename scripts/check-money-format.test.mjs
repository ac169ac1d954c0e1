import path from 'node:path';
import { repoRoot, runCheckJson, useTree } from './check.test-helpers.mjs';

// The money-format rule of npm run lint (scripts/check-money-format.mjs), on a small tree: amounts written with
// toFixed, toLocaleString or an Intl currency format are reported on the web and in e-mails; formatMoney, a
// coordinate's toFixed, tests and the structured data's plain price are not.
const script = path.resolve(import.meta.dirname, 'check-money-format.mjs');

const FILES = {
  'apps/web/src/features/bookings/components/refund.tsx': [
    "import { formatMoney } from '@innkeep/contract/money';",
    "export const a = (q: Q) => '€' + q.refund.toFixed(2);",
    'export const b = (q: Q) => formatMoney(q.refundMinor, q.currency);',
    'export const c = (lat: number) => lat.toFixed(6);',
    "export const d = (totalPrice: number) => totalPrice.toLocaleString('en-US');",
    '',
  ].join('\n'),
  'apps/server/src/modules/payments/payments.mails.ts': [
    "const f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });",
    "export const n = (count: number) => count.toLocaleString('en');",
    '',
  ].join('\n'),
  'apps/web/src/features/stays/components/stay-head.tsx':
    'export const p = (stay: S) => stay.price.toFixed(2);\n',
  'apps/web/src/features/bookings/components/refund.test.tsx':
    'expect((1).toFixed(2)).toBe(amount.toFixed(2));\n',
};

const tree = useTree('innkeep-money-format-', FILES);

describe('the money-format rule of npm run lint', () => {
  it('reports amounts written around formatMoney, and fails the run', async () => {
    const run = await runCheckJson(script, tree.dir);
    expect(run.code).toBe(1);
    expect(run.found).toEqual([
      { rule: 'own-money-format', file: 'apps/web/src/features/bookings/components/refund.tsx', line: 2 },
      { rule: 'own-money-format', file: 'apps/web/src/features/bookings/components/refund.tsx', line: 5 },
      { rule: 'own-currency-format', file: 'apps/server/src/modules/payments/payments.mails.ts', line: 1 },
    ]);
  });

  it('passes on this repository', async () => {
    expect((await runCheckJson(script, repoRoot)).found).toEqual([]);
  });
});
