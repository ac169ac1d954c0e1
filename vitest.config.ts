import { defineConfig } from 'vitest/config';

// Server tests run once on an in-memory PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_ALL_TESTS === '1' && !postgres) {
  throw new Error(
    'REQUIRE_ALL_TESTS=1 but TEST_DATABASE_URL is not set: the PostgreSQL run of the server tests would be skipped. ' +
      'Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<database> (.ci/run creates one).',
  );
}

/**
 * The channel import again with the server in far-apart zones (docs/requirements/channels.md#R-CH5): an all-day date must not shift by
 * a day whatever TZ the process runs in. PGlite only; the engines are covered by the main server projects.
 */
const zoneRuns = ['America/Los_Angeles', 'Pacific/Auckland'].map((zone) => ({
  test: {
    name: `server:tz-${zone.split('/')[1]!.toLowerCase()}`,
    globals: true,
    include: [
      'apps/server/src/modules/channels/channels.import.test.ts',
      'apps/server/src/modules/channels/channels.zones.test.ts',
    ],
    env: { TEST_DB: 'pglite', TZ: zone, EXPECT_TZ: zone },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

/**
 * Web test files that need a module graph of their own (see the web projects below): the hydration parts keep
 * their waiting list and whether the page's parts have started in `hydrate-on-view.tsx`'s module, which its test
 * drives and which the blog post's `StaticHtml` reads (`hasServerHtml`).
 */
const ISOLATED_WEB_TESTS = [
  'src/hydration/hydrate-on-view.test.tsx',
  'src/features/content/pages/blog-post-page.test.tsx',
];

function webProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      globals: true,
      root: './apps/web',
      include: files.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: files.exclude ?? [],
      isolate: files.isolate,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      // As the server's: Mantine forms take seconds to render in jsdom on a busy machine.
      testTimeout: 30_000,
    },
  };
}

export default defineConfig({
  test: {
    globals: true,
    projects: [
      { test: { name: 'contract', globals: true, include: ['packages/contract/src/**/*.test.ts'] } },
      // The repository's own tooling (scripts/): the import rules of npm run lint.
      { test: { name: 'tooling', globals: true, include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server:pglite',
          globals: true,
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server:postgres',
                globals: true,
                include: ['apps/server/src/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...zoneRuns,
      // The web tests in one module graph per worker (no isolation): each file's own jsdom and its own import of
      // React, Mantine and the testing libraries took about two thirds of the project's CPU time (decision record
      // 0019). The files that rely on a module's state starting fresh (the hydration parts' waiting list) run
      // isolated, in `web:isolated`; Mantine's toasts' store is emptied after each test (src/test-setup.ts).
      // `npx vitest run --project 'web*'` runs both.
      webProject('web', { exclude: ISOLATED_WEB_TESTS, isolate: false }),
      webProject('web:isolated', { include: ISOLATED_WEB_TESTS, isolate: true }),
    ],
  },
});
