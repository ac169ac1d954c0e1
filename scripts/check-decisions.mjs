#!/usr/bin/env node
// `npm run lint`'s rule for decision records (docs/decisions/NNNN-name.md): each stands alone, so each has a
// title, a `Status:` line before its first section (accepted, amended or superseded, and by which record), and
// the three sections a reader looks for: Context, Decision and Consequences.
// Usage: node scripts/check-decisions.mjs [--json]   (from the directory whose docs/decisions to check)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RECORD = /^\d{4}-[a-z0-9-]+\.md$/;
const SECTIONS = ['Context', 'Decision', 'Consequences'];

/** What one record's text lacks: `['title', 'status', 'Context', …]`, empty when it stands alone. */
export function missingParts(text) {
  const lines = text.split('\n');
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const head = firstSection === -1 ? lines : lines.slice(0, firstSection);
  const missing = [];
  if (!lines[0]?.startsWith('# ')) missing.push('title');
  if (!head.some((line) => line.startsWith('Status: '))) missing.push('status');
  for (const name of SECTIONS)
    if (!lines.some((line) => new RegExp(`^## ${name}\\b`).test(line))) missing.push(name);
  return missing;
}

/** Every record under `root`'s docs/decisions that lacks a part: `{ file, missing }`. */
export function recordsMissingParts(root) {
  const dir = path.join(root, 'docs', 'decisions');
  return readdirSync(dir)
    .filter((name) => RECORD.test(name))
    .sort()
    .map((name) => ({
      file: `docs/decisions/${name}`,
      missing: missingParts(readFileSync(path.join(dir, name), 'utf8')),
    }))
    .filter((record) => record.missing.length > 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = recordsMissingParts(process.cwd());
  if (process.argv.includes('--json')) console.log(JSON.stringify(found));
  else for (const { file, missing } of found) console.error(`${file}: no ${missing.join(', ')}`);
  if (found.length > 0) {
    if (!process.argv.includes('--json'))
      console.error(
        `${found.length} decision record(s) do not stand alone: title, Status, Context, Decision, Consequences.`,
      );
    process.exit(1);
  }
}
