/**
 * `npm run bench -- pages [--writes 25] [--seconds 8] [--connections 4] [--port 4307] [--no-build]`
 *
 * Public pages under load, as signed-out visitors get them: the real server in production mode on a temporary
 * DATA_DIR with the demo data (PGlite, `npm start`'s default), the built site with its server renderer.
 *
 * 1. Cache off: the render time (one request at a time, median of 7) and the document size of `/` and a stay.
 * 2. Cache on (decision record 0096): pages/s and p50/p90/p99 with autocannon for `/`, one stay, and visitors
 *    spread over every stay (each connection takes the next stay in turn), and those visitors also asking each
 *    stay's nights as its page does in the browser (decision 0110; both requests count), while hosts write 0, 5
 *    and `--writes` times a second: to other listings (a nightly price, POST /api/rates, on every listing but the
 *    one stay measured, in turn) and to data no page shows (a message template, POST /api/message-templates).
 * Figures only: nothing fails on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayIso } from '@innkeep/contract/dates';
import { startBenchServer, stopBenchServer } from './bench-server.ts';
import { measureLoad } from './search-load.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('seconds', '8'));
const connections = Number(arg('connections', '4'));
const port = Number(arg('port', '4307'));
const maxWrites = Number(arg('writes', '25'));
const writeRates = [...new Set([0, Math.min(5, maxWrites), maxWrites])];
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
  // Thousands of visitors in production; here one address plays them all.
  PAGE_RENDERS_PER_VISITOR: '1000000',
});

const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** One request at a time, `times` times: the median time of a whole page and its size uncompressed. */
async function alone(url: string, times = 7): Promise<{ ms: number; kb: number }> {
  const took: number[] = [];
  let size = 0;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(url); // undici asks for gzip, deflate and br
    size = (await response.text()).length;
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { ms: took[Math.floor(times / 2)]!, kb: size / 1024 };
}

interface Host {
  token: string;
  listings: number[];
}

async function login(email: string): Promise<Host> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'host-demo-123' }),
  });
  const { token } = (await res.json()) as { token: string };
  const mine = await fetch(`${base}/api/listings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await mine.json()) as { data: { id: number }[] };
  return { token, listings: data.map((l) => l.id) };
}

/** Writes `perSecond` times a second until stopped; `kind` says to what. */
function startWriter(hosts: Host[], skip: number, perSecond: number, kind: 'listings' | 'unseen') {
  const targets = hosts.flatMap((h) =>
    h.listings.filter((id) => id !== skip).map((id) => ({ id, token: h.token })),
  );
  let n = 0;
  let ok = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const write = () => {
    const target = targets[n % targets.length]!;
    n++;
    const start = addDays(todayIso(), 200 + (n % 100));
    const request =
      kind === 'listings'
        ? fetch(`${base}/api/rates`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
            body: JSON.stringify({
              listing_id: target.id,
              start_date: start,
              end_date: addDays(start, 2),
              price: 100 + (n % 50),
            }),
          })
        : fetch(`${base}/api/message-templates`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
            body: JSON.stringify({ name: `Bench ${n}`, body: 'Welcome {guest_first_name}!' }),
          });
    const p = request
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) ok++;
        else failed++;
      })
      .catch(() => void failed++)
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  const timer = perSecond > 0 ? setInterval(write, 1000 / perSecond) : undefined;
  const started = performance.now();
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { perSecond: ok / ((performance.now() - started) / 1000), failed };
  };
}

type LoadRow = { target: string; writes: string } & Awaited<ReturnType<typeof measureLoad>> & {
    wrote: number;
    failed: number;
  };

try {
  // The first start seeds the demo; a stay from it is the stay page measured.
  const seeding = await startBenchServer(port, serverEnv(0), 600_000);
  const search = (await (await fetch(`${base}/api/search?city=Lisbon`)).json()) as { data: { id: number }[] };
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  await stopBenchServer(seeding);
  const stay = search.data[0]?.id;
  if (!stay) throw new Error('no demo stay found in Lisbon');
  const stays = [...sitemap.matchAll(/\/stays\/(\d+)</g)].map((m) => `/stays/${m[1]}`);

  // 1. Cache off: every request renders.
  const single: { page: string; ms: number; kb: number }[] = [];
  const cold = await startBenchServer(port, serverEnv(0), 600_000);
  try {
    for (const page of ['/', `/stays/${stay}`]) {
      await (await fetch(`${base}${page}`)).text();
      single.push({ page, ...(await alone(`${base}${page}`)) });
    }
  } finally {
    await stopBenchServer(cold);
  }

  // 2. Cache on, under writes.
  const rows: LoadRow[] = [];
  const warm = await startBenchServer(port, serverEnv(60), 600_000);
  try {
    const hosts = [await login('maria@innkeep.test'), await login('james@innkeep.test')];
    const targets: [string, string[]][] = [
      ['/', ['/']],
      [`/stays/${stay}`, [`/stays/${stay}`]],
      [`every stay (${stays.length})`, stays],
      [
        'every stay + nights',
        stays.flatMap((stay) => [
          stay,
          `/api/bookings/unavailable-dates?listing_id=${stay.split('/').at(-1)}`,
        ]),
      ],
    ];
    for (const [target, urls] of targets) {
      for (const kind of ['listings', 'unseen'] as const) {
        for (const perSecond of writeRates) {
          if (kind === 'unseen' && perSecond === 0) continue;
          // Every page kept before each run: a render the last run left unfinished does not carry over.
          for (const url of urls) await (await fetch(`${base}${url}`)).text();
          const stop = startWriter(hosts, stay, perSecond, kind);
          let i = 0;
          const result = await measureLoad({
            url: `${base}${urls[0]}`,
            connections,
            duration: seconds,
            headers,
            requests: [
              { method: 'GET', setupRequest: (req) => ({ ...req, path: urls[i++ % urls.length]! }) },
            ],
          });
          const wrote = await stop();
          const label =
            perSecond === 0 ? 'none' : `${perSecond}/s ${kind === 'listings' ? 'other listings' : 'unseen'}`;
          rows.push({ target, writes: label, ...result, wrote: wrote.perSecond, failed: wrote.failed });
        }
      }
    }
  } finally {
    await stopBenchServer(warm);
  }

  console.log('\nRender with the page cache off: one request at a time, median of 7');
  console.log('page                  render ms  document KB');
  for (const r of single)
    console.log(`${r.page.padEnd(22)}${fmt(r.ms).padStart(9)}${fmt(r.kb).padStart(13)}`);
  console.log(
    `\nPublic pages, signed out, cache on: ${connections} connections, ${seconds} s each (autocannon), while hosts write`,
  );
  console.log(
    'pages                 writes                  pages/s   p50 ms  p90 ms  p99 ms  errors  writes/s  failed',
  );
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(22)}${r.writes.padEnd(22)}${fmt(r.rps).padStart(9)}${fmt(r.p50).padStart(9)}${fmt(r.p90).padStart(8)}${fmt(r.p99).padStart(8)}${String(r.errors).padStart(8)}${fmt(r.wrote).padStart(10)}${String(r.failed).padStart(8)}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
