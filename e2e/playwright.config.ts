import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E runs the real server in production mode (built SPA, PGlite in a fresh temporary directory, jobs on)
// and drives Debian's Chromium. Never a downloaded browser (STACK.md). CHROMIUM_PATH points elsewhere if needed.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// E2E_PORT lets several people run the suite on one machine at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const here = path.dirname(new URL(import.meta.url).pathname);
const webDist = path.resolve(here, '../apps/web/dist');
const required = process.env.REQUIRE_ALL_TESTS === '1';

// Without a browser the suite must not pass with zero tests: stop with the fix instead.
if (!existsSync(CHROMIUM)) {
  const rule = '='.repeat(78);
  console.error(
    `\n${rule}\n[e2e] FAILED: no Chromium at ${CHROMIUM}, so no browser test can run.\n` +
      `Fix: sudo apt-get update && sudo apt-get install -y chromium\n` +
      `(or set CHROMIUM_PATH to a Chromium binary). Never "npx playwright install": it downloads a browser.\n${rule}\n`,
  );
  process.exit(1);
}

// Playwright evaluates this file in the runner and again in every worker: only the runner (which starts the
// server) prepares the data directory, and the env var hands the same one to the workers.
if (!process.env.INNKEEP_E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'innkeep-e2e-'));
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}. Run "npm run test:e2e" from the root (it builds first).`);
  }
  // Serve a private copy of the build, so a rebuild elsewhere during the run cannot pull files away; the
  // server finds the server-rendering bundle beside it (dist-ssr).
  cpSync(webDist, path.join(dir, 'web'), { recursive: true });
  cpSync(path.resolve(webDist, '../dist-ssr'), path.join(dir, 'dist-ssr'), { recursive: true });
  process.env.INNKEEP_E2E_DATA_DIR = dir;
}
const dataDir = process.env.INNKEEP_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  // One browser at a time: on a 2-core CI machine two workers, the server and two Chromiums starved each other
  // until pages took over 10 s to render, and specs that share the demo host raced each other.
  workers: 1,
  retries: 0,
  // A journey is a few page loads with lazy chunks; 60 s leaves room on a loaded 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: required,
  reporter: [['list']],
  outputDir: '../node_modules/.e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test is a new browser context, and the offline worker precaches the whole build (about 2 MB) in
    // every one: on a 2-core CI machine that load slowed journeys past their expectations. Only the offline
    // test (guest.spec.ts) lets the worker register.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The production build, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_TRANSPORT: 'outbox',
      JOBS: 'on',
      // automations.spec.ts moves the automations job's clock (PUT /api/test/clock, decision 0043).
      TEST_CLOCK: 'on',
      PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
      SEED_DEMO: 'auto',
      // Production mode hides the dev mailbox unless asked; the specs read reset links from it.
      DEV_MAILBOX: 'on',
      LOG_LEVEL: 'warn',
      // Every spec signs in through the API; the production limits (10 per e-mail per 15 min) would trip.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      PAYMENT_RATE_LIMIT_PER_IP: '100000',
      CHANNEL_RATE_LIMIT_PER_HOST: '100000',
      // Card payments on the simulator, as the fresh-clone demo has them (production mode turns it off).
      PAYMENTS_SIMULATOR: 'on',
      // Every spec books from 127.0.0.1; the per-address hold limit has its own API tests.
      PAYMENT_HOLDS_PER_IP: '100000',
      // channels.spec.ts serves a channel's calendar from the test on 127.0.0.1.
      ICAL_ALLOW_PRIVATE_HOSTS: '1',
      // Nothing in a test reaches the internet: map tiles come from here (and 404, leaving the map blank).
      MAP_TILE_URL: `http://127.0.0.1:${PORT}/api/no-tiles/{z}/{x}/{y}.png`,
      TZ: 'UTC',
    },
  },
});
