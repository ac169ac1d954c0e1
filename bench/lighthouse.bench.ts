/**
 * `npm run bench -- lighthouse [--runs 3] [--port 4306] [--no-build] [--cpu-slowdown 4]`
 *
 * Lighthouse (mobile preset, default throttling) with Debian's Chromium against a fresh production start:
 * the built site served by the real server on a temporary DATA_DIR with the demo data. For `/`, a demo stay,
 * a search results URL and `/blogs` it prints the median of the runs of the four category scores, LCP, CLS
 * and TBT, the page's JavaScript and CSS (gzip bodies, the issue's measure; with the number of files and what
 * Lighthouse saw transferred, brotli bodies plus HTTP/1.1 headers), the run-to-run spread, and the audits that
 * cost the most. `--long-tasks` also prints each run's long main-thread tasks and the scripts that cost the most
 * CPU, which is where blocking time comes from. Figures only: nothing here fails on a score.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer, stopBenchServer } from './bench-server.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const runs = Number(arg('runs', '3'));
// Lighthouse slows the CPU by a fixed factor (4 in the mobile preset), so a faster machine shows less blocking
// time; a larger factor stands in for a slower machine.
const cpuSlowdown = Number(arg('cpu-slowdown', '4'));
const port = Number(arg('port', process.env.E2E_PORT ?? '4306'));
const showLongTasks = process.argv.includes('--long-tasks');
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@innkeep/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed: run `npm run build` to see why');
}

// The map asks a tile server for its pictures. This machine reaches no OpenStreetMap, so a local server stands in
// for it with a plain tile (a 1 px PNG, drawn at 256 px): the page loads its tiles as it would in production,
// instead of logging ERR_NAME_NOT_RESOLVED (a best-practices failure that no visitor would see).
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48e4DAAWIAsfDWJiDAAAAAElFTkSuQmCC',
  'base64',
);
const tiles = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' }).end(tile);
});
await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
const tilePort = (tiles.address() as { port: number }).port;

const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-lighthouse-'));
const server = await startBenchServer(
  port,
  {
    DATA_DIR: dataDir,
    SEED_DEMO: 'auto',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    PUBLIC_BASE_URL: base,
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    // Seeding the demo data through tsx takes minutes on a busy machine.
  },
  600_000,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  js: number;
  jsFiles: number;
  jsTransferred: number;
  css: number;
  cssTransferred: number;
}

/**
 * A file's body as this server sends it to a client that accepts only gzip: the budget's measure. Lighthouse's
 * transfer size is brotli and counts each response's headers, about 1 KB apiece over HTTP/1.1.
 */
const gzipBodies = new Map<string, Promise<number>>();
const gzipBytes = (url: string) => {
  let size = gzipBodies.get(url);
  if (!size) {
    size = new Promise<number>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => {
          length += chunk.length;
        });
        response.on('end', () => resolve(length));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    gzipBodies.set(url, size);
  }
  return size;
};
/** Audits whose elements or messages are printed (a fix is found by them). */
const WHERE_AUDITS = new Set([
  'color-contrast',
  'link-text',
  'layout-shifts',
  'errors-in-console',
  'label',
  'button-name',
]);

type Audits = Record<string, { details?: unknown }>;
const itemsOf = (audits: Audits, id: string) =>
  ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
    string,
    unknown
  >[];

/** One run's long tasks (start, length, script) and the five scripts that cost the most CPU, under the slowdown. */
function printLongTasks(audits: Audits, origin: string) {
  const short = (url: unknown) => String(url).replace(origin, '');
  const tasks = itemsOf(audits, 'long-tasks').map(
    (t) => `${Math.round(Number(t.startTime))}+${Math.round(Number(t.duration))} ms ${short(t.url)}`,
  );
  console.log(`    long tasks: ${tasks.join(' · ') || 'none'}`);
  const scripts = itemsOf(audits, 'bootup-time')
    .slice(0, 5)
    .map(
      (s) =>
        `${short(s.url)} ${Math.round(Number(s.scripting))}+${Math.round(Number(s.scriptParseCompile))} ms`,
    );
  console.log(`    scripting+compile: ${scripts.join(' · ')}`);
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

try {
  const home = (await (await fetch(`${base}/api/search/home-listings`)).json()) as {
    data: { topListings: { id: number; city: string | null }[] };
  };
  const stay = home.data.topListings[0];
  if (!stay) throw new Error('the demo data has no published listing');
  const pages = [
    '/',
    `/stays/${stay.id}`,
    `/?city=${encodeURIComponent(stay.city ?? 'Lisbon')}&numberOfGuests=2`,
    '/blogs',
  ];

  const lines: string[] = [];
  for (const page of pages) {
    const results: Figures[] = [];
    const causes = new Map<string, string>();
    // A run that failed (NO_NAVSTART, NO_FCP, a timeout) scores 0 everywhere: it is reported and run again
    // (up to `runs` extra attempts), so the median is of runs that measured the page.
    for (let i = 0, attempts = 0; i < runs && attempts < 2 * runs; attempts++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) {
        console.log(
          `  a run of ${page} failed, run again: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        continue;
      }
      i++;
      const items =
        (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
      const ofType = (type: string) => items.filter((r) => r.resourceType === type);
      const transferred = (type: string) =>
        ofType(type).reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
      const gzipped = async (type: string) =>
        (await Promise.all(ofType(type).map((r) => gzipBytes(String(r.url))))).reduce((a, b) => a + b, 0);
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        js: await gzipped('Script'),
        jsFiles: ofType('Script').length,
        jsTransferred: transferred('Script'),
        css: await gzipped('Stylesheet'),
        cssTransferred: transferred('Stylesheet'),
      });
      if (showLongTasks) printLongTasks(lhr.audits, base);
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          // Which elements or messages, for the audits whose fix is in one place of the page.
          const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
          const where = WHERE_AUDITS.has(audit.id)
            ? items
                .slice(0, 4)
                .map((item) => {
                  const node = (item.node ?? item) as { snippet?: string; selector?: string };
                  return String(node.snippet ?? node.selector ?? item.description ?? item.source ?? '').slice(
                    0,
                    140,
                  );
                })
                .filter(Boolean)
            : [];
          causes.set(
            audit.id,
            `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${where.map((w) => `\n        · ${w}`).join('')}`,
          );
        }
      }
    }
    const fig = (key: keyof Figures, format: (n: number) => string) => {
      const values = results.map((r) => r[key]);
      return `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
    };
    const ms = (n: number) => `${Math.round(n)} ms`;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const score = (n: number) => String(n);
    lines.push(
      `RESULT lighthouse ${page}: performance ${fig('performance', score)}, accessibility ${fig('accessibility', score)}, best practices ${fig('best-practices', score)}, SEO ${fig('seo', score)}, LCP ${fig('lcp', ms)}, CLS ${fig('cls', (n) => n.toFixed(3))}, TBT ${fig('tbt', ms)}, JS gzip ${fig('js', kb)} in ${fig('jsFiles', String)} files (${fig('jsTransferred', kb)} transferred), CSS gzip ${fig('css', kb)} (${fig('cssTransferred', kb)} transferred)`,
    );
    console.log(`\n${page} (median [min–max] of ${runs} runs)`);
    console.log(`  ${lines.at(-1)}`);
    console.log('  Audits below 90 in any run:');
    for (const [id, text] of causes) console.log(`    - ${id}: ${text}`);
  }
  console.log(`\n${lines.join('\n')}`);
} finally {
  tiles.close();
  chrome.kill();
  await stopBenchServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
