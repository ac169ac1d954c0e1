/**
 * `npm run bench -- <name> [args]` runs `bench/<name>.ts`. Each benchmark prints its own figures;
 * none of them fails on timing.
 */

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace('.bench.ts', ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- <${available.join('|') || 'name'}> [options]`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync('npx', ['tsx', new URL(`./${name}.bench.ts`, import.meta.url).pathname, ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
