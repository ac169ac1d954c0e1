/**
 * `npm run bench -- geocoding [--rounds N]`
 *
 * Times the embedded gazetteer: building its prefix index (the first suggestion), then N city
 * suggestions for typical prefixes, printing the mean and p95 per query. Figures only: the unit test
 * checks what the suggestions are, never how fast they come.
 */
import { suggestCities } from '../apps/server/src/adapters/geocoding/gazetteer.geocoder.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--rounds');
const rounds = Number(i >= 0 ? args[i + 1] : '2000');
const prefixes = ['par', 'lon', 'new y', 'tok', 'san', 'lis', 'ber', 'mad'];

let start = performance.now();
await suggestCities('warm up', 1);
console.log(`index build (first query): ${(performance.now() - start).toFixed(0)} ms`);

const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  start = performance.now();
  await suggestCities(prefixes[r % prefixes.length] ?? 'par', 8);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
console.log(`${rounds} prefix suggestions: mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
