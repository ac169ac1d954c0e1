import { availableParallelism } from 'node:os';
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
 * Server test files share their worker's modules: each file imported the whole app again, which was over half of
 * the PostgreSQL tier's time on one worker (import 553 s of 1,156). Every file builds its own app and database,
 * so no test depends on a fresh module (decision 0116).
 */
const SERVER_ISOLATE = false;

/**
 * A server test may build an app of its own (`withTestApp`) or seed the demo data twice: on a loaded 2-core
 * machine that took 30-35 s, past a 30 s limit, as building the file's app can take past the hooks' 60 s. The
 * limits only catch a hang; no test measures time.
 */
const SERVER_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 120_000 };

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
    ...SERVER_TIMEOUTS,
  },
}));

function webProject(name: string) {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      globals: true,
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      // One module graph per worker (no isolation): each file's own jsdom and its own import of React, Mantine
      // and the testing libraries took about two thirds of the project's CPU time (decision record 0019). So no
      // module may keep a test's state: the hydration parts live with the app (HydrationParts), and Mantine's
      // toasts' store is emptied after each test (src/test-setup.ts).
      isolate: false,
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
    // Vitest's default leaves a core idle (cores - 1): one worker on a 2-core CI machine, where a PGlite test file
    // runs in its worker's own thread and the other core sat idle (decision 0109).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', globals: true, include: ['packages/contract/src/**/*.test.ts'] } },
      // The repository's own tooling (scripts/): the import rules of npm run lint.
      { test: { name: 'tooling', globals: true, include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server:pglite',
          globals: true,
          isolate: SERVER_ISOLATE,
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          ...SERVER_TIMEOUTS,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server:postgres',
                globals: true,
                isolate: SERVER_ISOLATE,
                include: ['apps/server/src/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                ...SERVER_TIMEOUTS,
              },
            },
          ]
        : []),
      ...zoneRuns,
      webProject('web'),
    ],
  },
});
