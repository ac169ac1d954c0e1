#!/usr/bin/env node
// `npm run lint`'s rule for citations: no "issue 28 item 8", nor an "(item 6)" left of one, in code, tests or
// docs. An issue's number or item means nothing to the next reader; cite the numbered rule
// (docs/requirements/<area>.md#R-X1) or state it.
// A library's own issue tracker may still be linked by URL (github.com/…/issues/123).
// Usage: node scripts/check-issue-refs.mjs   (from the repository root; reads the files git tracks)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PATTERN = /\bissue ?#?\d+|\bitems? \d+\b/i;
const TEXT = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh)$/;
const SKIP = /(?:^|\/)(?:node_modules|dist|dist-ssr)\/|package-lock\.json$/;
/** A URL of an issue tracker (a library's bug), not a citation of ours. */
const URL_REF = /https?:\/\/\S*\/issues\/\d+/gi;

export function findIssueRefs(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const m = line.replace(URL_REF, '').match(PATTERN);
    if (m) found.push({ line: i + 1, text: m[0] });
  });
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        f &&
        TEXT.test(f) &&
        !SKIP.test(f) &&
        f !== 'scripts/check-issue-refs.mjs' &&
        f !== 'scripts/check-issue-refs.test.mjs',
    );
  const hits = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    for (const hit of findIssueRefs(text)) hits.push(`${file}:${hit.line}: "${hit.text}"`);
  }
  if (hits.length > 0) {
    console.error(
      `Issue numbers cited (link a rule in docs/requirements/ or state it instead):\n${hits.join('\n')}`,
    );
    process.exitCode = 1;
  }
}
