import { defineConfig } from 'vitest/config';

// Server tests run once on an in-memory PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    globals: true,
    projects: [
      { test: { name: 'contract', globals: true, include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server:pglite',
          globals: true,
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          globals: true,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
