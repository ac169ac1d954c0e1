#!/usr/bin/env node
// `npm run lint`'s import rules: dependency-cruiser with the rules of .dependency-cruiser.cjs over the web app,
// the server and the contract (decision record 0026). Through its API, not its CLI: the CLI refuses Node 20,
// which the project supports, and the API runs on it. `--json` prints the violations as JSON (for its test).
// Usage: node scripts/check-imports.mjs [--json]   (from the directory whose apps/ and packages/ to check)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const json = process.argv.includes('--json');

const roots = ['apps/web/src', 'apps/server/src', 'packages/contract/src'].filter((dir) => existsSync(dir));
const result = await cruise(roots, {
  ...config.options,
  ruleSet: { forbidden: config.forbidden },
  validate: true,
  outputType: json ? 'json' : 'err',
});
if (json) {
  const { summary } = JSON.parse(result.output);
  console.log(JSON.stringify(summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))));
  // Only the err reporter sets an exit code: the JSON one leaves it at 0.
  process.exitCode = summary.error > 0 ? 1 : 0;
} else {
  process.stdout.write(result.output);
  process.exitCode = result.exitCode;
}
