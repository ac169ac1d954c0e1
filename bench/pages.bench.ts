/**
 * `npm run bench -- pages [--seconds 10] [--connections 4] [--port 4307] [--no-build]`
 *
 * Public pages under load, as signed-out visitors get them: the real server in production mode on a temporary
 * DATA_DIR with the demo data (PGlite, `npm start`'s default), the built site with its server renderer. For
 * `/`, a demo stay, `/blogs` and `/privacy_policy` it prints pages/s and p50/p95/p99 with autocannon, first
 * with the page cache off (every request renders: "cold", the cost of the first visitor after a change) and
 * then on ("warm"), and the render time of one page alone (median of 7). Figures only: nothing fails on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { measureLoad } from './search-load.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '4'));
const port = Number(arg('port', '4307'));
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@innkeep/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed: run `npm run build` to see why');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-pages-'));
const serverEnv = (cacheSeconds: number) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'auto',
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  PUBLIC_BASE_URL: base,
  PAGE_CACHE_MAX_AGE_SECONDS: String(cacheSeconds),
});

/** As a browser asks: compressed (the page cache keeps brotli and gzip copies; a miss is compressed per request). */
const load = (url: string) =>
  measureLoad({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br' } });

/** One request at a time, `times` times: the median time of a whole page (with the cache off, a render). */
async function alone(url: string, times = 7): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url); // undici asks for gzip, deflate and br
    await response.text();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return took[Math.floor(times / 2)]!;
}

const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
type Row = { page: string; mode: string; single: number } & Awaited<ReturnType<typeof measureLoad>>;
const rows: Row[] = [];

async function measure(mode: 'cold' | 'warm', cacheSeconds: number, pages: string[]) {
  // Seeding the demo data through tsx takes minutes on a busy machine (the first start only).
  const server = await startBenchServer(port, serverEnv(cacheSeconds), 600_000);
  try {
    for (const page of pages) {
      const url = `${base}${page}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
      await first.text();
      const single = await alone(url);
      rows.push({ page, mode, single, ...(await load(url)) });
    }
  } finally {
    await stopBenchServer(server);
  }
}

try {
  // The first start seeds the demo; a stay from it is the stay page measured.
  const seeding = await startBenchServer(port, serverEnv(0), 600_000);
  const search = (await (await fetch(`${base}/api/search?city=Lisbon`)).json()) as { data: { id: number }[] };
  await stopBenchServer(seeding);
  const stay = search.data[0]?.id;
  if (!stay) throw new Error('no demo stay found in Lisbon');
  const pages = ['/', `/stays/${stay}`, '/blogs', '/privacy_policy'];
  await measure('cold', 0, pages);
  await measure('warm', 60, pages);

  console.log(
    `\nPublic pages, signed out: ${connections} connections, ${seconds} s each (autocannon); "alone": one request at a time, median of 7`,
  );
  console.log('page                  mode   pages/s    p50 ms  p95 ms  p99 ms  alone ms  errors');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(22)}${r.mode.padEnd(7)}${fmt(r.rps).padStart(7)}  ${fmt(r.p50).padStart(8)}${fmt(r.p95).padStart(8)}${fmt(r.p99).padStart(8)}${fmt(r.single).padStart(10)}${String(r.errors).padStart(8)}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
