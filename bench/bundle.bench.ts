/**
 * `npm run bench -- bundle [--no-build]`
 *
 * Builds the web app (unless --no-build) and prints what a browser downloads: the first visit (the
 * scripts, module preloads and styles index.html references), the JavaScript a server-rendered page starts
 * with (the home page and a text-only page, as the server links them) and each route's own chunks,
 * gzip-compressed as a server would send them. Then the stack's floor: the least page the same stack and build settings make
 * (apps/web/stack-floor), which every page weighs before any of the app's own code (decision records 0018, 0019).
 * Figures only: nothing here fails on size.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageAssetsFrom } from '../apps/server/src/modules/spa/spa.assets.ts';

const root = new URL('..', import.meta.url).pathname;
const dist = path.join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@innkeep/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed: run `npm run build` to see why');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (file: string, dir = dist) => {
  const body = readFileSync(path.join(dir, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1] as string,
);
let initialGzip = 0;
console.log('First visit (index.html and what it references):');
for (const file of ['index.html', ...initial]) {
  const s = sizeOf(file);
  initialGzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)}  gzip ${kb(s.gzip).padStart(9)}`);
}
console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)}  gzip ${kb(initialGzip).padStart(9)}`);

const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: f, ...sizeOf(`assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLazy chunks (${chunks.length}), largest first:`);
for (const c of chunks.slice(0, 12)) {
  console.log(`  ${c.file.padEnd(48)} ${kb(c.raw).padStart(10)}  gzip ${kb(c.gzip).padStart(9)}`);
}
const lazyTotal = chunks.reduce((sum, c) => sum + c.gzip, 0);
console.log(`  ${'all lazy chunks'.padEnd(48)} ${''.padStart(10)}  gzip ${kb(lazyTotal).padStart(9)}`);
console.log(
  `\nRESULT bundle: first visit ${kb(initialGzip)} gzip; ${chunks.length} lazy chunks, ${kb(lazyTotal)} gzip in all`,
);

// What a server-rendered page starts with, as the server lists it for public/start-app.js (spa.assets.ts): the
// entry, the app's chunks and the page's own. Parts that load on view or on use come later and are not counted.
const assetsOf = pageAssetsFrom(dist);
const entryFile = html.match(/data-entry="\/([^"]+)"|<script type="module"[^>]*src="\/([^"]+)"/);
const entry = entryFile?.[1] ?? entryFile?.[2];
const pageJs = (page: string) => {
  const files = [...new Set([...(entry ? [entry] : []), ...assetsOf(page).js.map((f) => f.slice(1))])];
  return files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
};
const pages = [
  ['/ (home)', 'src/app/home/home-page.tsx'],
  ['/privacy_policy (text only)', 'src/features/content/pages/privacy-page.tsx'],
] as const;
console.log('\nJavaScript a server-rendered page starts with (entry, app, page):');
const pageFigures = pages.map(([name, page]) => {
  const gzip = pageJs(page);
  console.log(`  ${name.padEnd(48)} ${''.padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  return { name, gzip };
});

// Built with the app's own Vite config (the same chunking and minifier), into a folder of its own.
const floorDist = mkdtempSync(path.join(tmpdir(), 'innkeep-stack-floor-'));
const floorBuild = spawnSync(
  'npx',
  ['vite', 'build', 'stack-floor', '--config', 'vite.config.ts', '--outDir', floorDist, '--emptyOutDir'],
  { cwd: path.join(root, 'apps/web'), stdio: 'ignore' },
);
if (floorBuild.status !== 0) throw new Error('the stack floor did not build: run it in apps/web to see why');
const floorJs = readdirSync(path.join(floorDist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + sizeOf(`assets/${file}`, floorDist).gzip, 0);
rmSync(floorDist, { recursive: true, force: true });
console.log(
  `\nStack floor (React DOM hydrating, the data router, one query, MantineProvider with a title, a text and a button):`,
);
console.log(`  JavaScript ${''.padStart(46)}  gzip ${kb(floorJs).padStart(9)}`);
console.log(`RESULT stack floor: ${kb(floorJs)} JavaScript gzip, before any of the app's own code`);
for (const { name, gzip } of pageFigures)
  console.log(`RESULT page JS ${name}: ${kb(gzip)} gzip, the floor + ${kb(gzip - floorJs)}`);
