#!/usr/bin/env node
// `npm run lint`'s rule for dates and times shown to people (docs/requirements/host.md#R-H21): the web and the
// e-mails write them with the contract's writers (dates.ts `formatDate`, formats.ts `formatDateTime`,
// `formatTime`, `formatDayMonth`, `formatMonth`), so a page never shows `01 Dec 2026 06:14 UTC`,
// `2026-12-01 06:11 UTC` and `12/9/2026, 3:00:00 PM` side by side. Reported, outside the contract and tests: a
// date's toLocale*String, an Intl date format, toUTCString, and an ISO instant cut to its minutes for reading.
// Usage: node scripts/check-date-format.mjs [--json]   (from the directory whose apps/ to check)
import { presentationCheck } from './source-rules.mjs';

/** Written for machines, or someone else's to move: each with why. */
const ALLOWED = new Map([
  // The multi-calendar's column and month headings (weekday, month name); its own work is under way apart.
  ['apps/web/src/features/calendar/components/day-heads.tsx', 'calendar headings'],
  ['apps/web/src/features/calendar/components/month-view.tsx', 'calendar headings'],
]);

const RULES = [
  {
    name: 'own-date-format',
    message:
      'write dates and times with formatDate (@innkeep/contract/dates) or formatDateTime, formatTime, formatDayMonth, formatMonth (@innkeep/contract/formats)',
    pattern:
      /\.\s*(?:toLocaleDateString|toLocaleTimeString|toUTCString)\s*\(|\bnew\s+Date\([^)]*\)\s*\.\s*toLocaleString\s*\(/g,
  },
  {
    name: 'own-intl-date-format',
    message:
      'write dates and times with the contract’s writers; Intl date formats differ from them by locale and option',
    pattern: /\bnew\s+Intl\s*\.\s*DateTimeFormat\s*\(/g,
  },
  {
    name: 'own-instant-text',
    message: 'write an instant with formatDateTime (`Dec 1, 2026, 06:14 UTC`), not its ISO text cut short',
    pattern: /toISOString\(\)\s*\.\s*slice\(\s*(?:0\s*,\s*16|11\s*,\s*16)\s*\)/g,
  },
];

/** The rule crossings in one file's text: `{ rule, file, line }`. */
export const violationsIn = presentationCheck({
  rules: RULES,
  allowed: ALLOWED,
  summary: (n) => `${n} date(s) or time(s) written around the contract's formatters.`,
  main: import.meta.url === `file://${process.argv[1]}`,
});
