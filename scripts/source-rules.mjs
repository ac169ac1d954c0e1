// What the source checks of `npm run lint` (check-api-calls, check-money-format, check-date-format) share: walking the
// sources, finding each rule's pattern with its line, and reporting.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts and .tsx file below `dir`, as POSIX paths. */
export function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Where each rule's `pattern` (a global RegExp) matches `text`: `{ rule, file, line }`; `applies(file)` may skip a rule. */
export function ruleMatches(file, text, rules) {
  const found = [];
  for (const rule of rules) {
    if (rule.applies && !rule.applies(file)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ rule: rule.name, file, line });
    }
  }
  return found;
}

/** Runs a check over `roots` (those that exist): prints each crossing (or JSON with --json) and sets the exit code. */
export function runCheck({ roots, rules, violationsIn, summary }) {
  const violations = roots
    .filter((root) => existsSync(root))
    .flatMap((root) =>
      [...sourceFiles(root)].flatMap((file) => violationsIn(file, readFileSync(file, 'utf8'))),
    );
  if (process.argv.includes('--json')) console.log(JSON.stringify(violations));
  else {
    for (const v of violations) {
      console.error(`${v.file}:${v.line} ${v.rule}: ${rules.find((r) => r.name === v.rule).message}`);
    }
    if (violations.length) console.error(`\n${summary(violations.length)}`);
  }
  process.exitCode = violations.length ? 1 : 0;
}

/** Test code may write dates and amounts any way it likes: it checks what the product writes. */
const TEST_FILE = /\.test\.tsx?$|(^|\/)test-[^/]+\.tsx?$|\/test\//;

/**
 * A check of what the web and the e-mails write for people (money, dates): `rules` hold in `apps/web/src` and
 * `apps/server/src` outside tests and the `allowed` files. Checks when `main` (run as a script); returns its
 * `violationsIn(file, text)`.
 */
export function presentationCheck({ rules, allowed, summary, main }) {
  const violationsIn = (file, text) =>
    TEST_FILE.test(file) || allowed.has(file) ? [] : ruleMatches(file, text, rules);
  if (main) runCheck({ roots: ['apps/web/src', 'apps/server/src'], rules, violationsIn, summary });
  return violationsIn;
}
