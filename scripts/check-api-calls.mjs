#!/usr/bin/env node
// `npm run lint`'s rule for the web's calls to the API (decision 0090): they go through the client generated from
// the OpenAPI document (`api.GET('/api/stays/{id}', …)` in apps/web/src/lib/api-client.ts), which takes the
// path, method and reply type from the document. Reported: a hand-typed call (`api.get<Stay>('/stays/1')`, a
// reply type paired with a path by hand) and a `fetch(` of its own outside lib/api-client.ts (tests stub fetch
// and may call it).
// Usage: node scripts/check-api-calls.mjs [--json]   (from the directory whose apps/web/src to check)
import { ruleMatches, runCheck } from './source-rules.mjs';

const ROOT = 'apps/web/src';
const CLIENT = 'apps/web/src/lib/api-client.ts';
const TEST_FILE = /\.test\.tsx?$|(^|\/)test-[^/]+\.tsx?$/;

const RULES = [
  {
    name: 'hand-typed-api-call',
    message: "call the generated client: api.GET('/api/…') takes its reply type from the OpenAPI document",
    pattern: /\bapi\s*\.\s*(get|post|put|patch|delete)\s*[<(]/g,
    applies: () => true,
  },
  {
    name: 'own-fetch',
    message: 'reach the API through lib/api-client.ts (its 401 retry, errors and server-render transport)',
    pattern: /(^|[^.\w$])fetch\s*\(/g,
    applies: (file) => file !== CLIENT && !TEST_FILE.test(file),
  },
];

/** The rule crossings in one file's text: `{ rule, file, line }`, comments included (rare, and cheap to reword). */
export function violationsIn(file, text) {
  return ruleMatches(file, text, RULES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCheck({
    roots: [ROOT],
    rules: RULES,
    violationsIn,
    summary: (n) => `${n} call(s) around the generated API client.`,
  });
}
