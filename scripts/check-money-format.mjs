#!/usr/bin/env node
// `npm run lint`'s rule for amounts shown to people (docs/requirements/wire.md#R-W5): prices, refunds and fees on
// the web and in e-mails are written by the contract's `formatMoney` (minor units) or `formatPrice` (major units,
// the same writer), so a refund never reads `€138.00` where the price reads `€138`. Reported, outside the
// contract and tests: `.toFixed(` or `.toLocaleString(` on a value named like money, and an Intl number format
// in currency style.
// Usage: node scripts/check-money-format.mjs [--json]   (from the directory whose apps/ to check)
import { presentationCheck } from './source-rules.mjs';

/** Written for machines, not read by people: each with why. */
const ALLOWED = new Map([
  // schema.org Offer.price in the page's JSON-LD: a plain decimal, no symbol or grouping.
  ['apps/web/src/features/stays/components/stay-head.tsx', 'structured data'],
]);
const MONEY_NAME = String.raw`[\w$.?]*(?:amount|price|total|refund|fee|minor|major|paid|deposit|payout|balance|owed|cost)[\w$]*`;

const RULES = [
  {
    name: 'own-money-format',
    message:
      'write amounts with formatMoney (minor units) or formatPrice (major units) from @innkeep/contract/money',
    pattern: new RegExp(String.raw`\b${MONEY_NAME}\s*\)?\s*\.\s*(?:toFixed|toLocaleString)\s*\(`, 'gi'),
  },
  {
    name: 'own-currency-format',
    message:
      'write amounts with formatMoney or formatPrice; Intl currency formats differ from them (€138.00)',
    pattern: /\bIntl\s*\.\s*NumberFormat\s*\([^)]*style\s*:\s*['"]currency['"]/g,
  },
];

/** The rule crossings in one file's text: `{ rule, file, line }`. */
export const violationsIn = presentationCheck({
  rules: RULES,
  allowed: ALLOWED,
  summary: (n) => `${n} amount(s) written around formatMoney.`,
  main: import.meta.url === `file://${process.argv[1]}`,
});
