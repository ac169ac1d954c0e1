#!/usr/bin/env node
// `npm start`: build the web app and the server when their sources are newer than their builds, then run
// the server's plain JavaScript with node in production mode (migrations, reference data and demo data on
// an empty database happen at its start). Plain JavaScript on purpose: it must run on a fresh clone before
// anything is compiled.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildReason, buildServerIfNeeded, log, root, runBuild, serverMain } from './build-if-needed.mjs';
import { nodeNotice } from './node-version.mjs';
import { superviseServer } from './supervise.mjs';

const notice = nodeNotice();
if (notice) console.warn(notice);

/**
 * `npm run start:production` (`--production`): the same build and server without the demo (docs/requirements/operations.md#R-O8). It
 * refuses to start on the embedded database, without the site's public address or with any demo setting asked for, and sets every one of them
 * off, so the documented production command cannot seed the published admin password, show the mailbox or
 * the API map, or take cards on the simulator.
 */
const production = process.argv.includes('--production');
const DEMO_SETTINGS = {
  SEED_DEMO: 'auto',
  DEV_MAILBOX: 'on',
  PAYMENTS_SIMULATOR: 'on',
  API_DOCS: 'on',
  TEST_CLOCK: 'on',
};
if (production) {
  const problems = Object.entries(DEMO_SETTINGS)
    .filter(([name, demo]) => process.env[name] === demo)
    .map(([name, demo]) => `${name}=${demo} is a demo setting`);
  if (!process.env.DATABASE_URL) problems.push('DATABASE_URL is not set (production runs on PostgreSQL)');
  if (!process.env.PUBLIC_BASE_URL)
    problems.push(
      `PUBLIC_BASE_URL is not set (e-mailed links and canonical URLs would point to http://localhost:${process.env.PORT || 3000})`,
    );
  if (problems.length > 0) {
    console.error(`[start:production] Not starting: ${problems.join('; ')}. See docs/production.md.`);
    process.exit(1);
  }
}
const serverEnv = production
  ? { SEED_DEMO: 'never', DEV_MAILBOX: 'off', PAYMENTS_SIMULATOR: 'off', API_DOCS: 'off', TEST_CLOCK: 'off' }
  : {
      // A fresh clone's `npm start` is a demo: it seeds demo data into an empty database, shows the outbox at
      // /dev/mailbox, takes cards on the offline simulator and shows the API documentation at /api/docs. The
      // server's production defaults are the opposite (no demo admin, no mailbox, no simulator, no docs), so
      // all four are opted in here unless set; a real deployment runs `npm run start:production` (README).
      SEED_DEMO: process.env.SEED_DEMO || 'auto',
      DEV_MAILBOX: process.env.DEV_MAILBOX || 'on',
      PAYMENTS_SIMULATOR: process.env.PAYMENTS_SIMULATOR || 'on',
      API_DOCS: process.env.API_DOCS || 'on',
      // Without a relay the demo keeps its mail in the outbox (/dev/mailbox); production refuses that unless asked.
      MAIL_TRANSPORT: process.env.MAIL_TRANSPORT || (process.env.SMTP_URL ? 'smtp' : 'outbox'),
    };

const webIndex = path.join(root, 'apps/web/dist/index.html');
// The web build ends with the server-rendering bundle: when it is there and newer than the sources, so is the rest.
const webSsrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
].map((p) => path.join(root, p));

const webReason = buildReason(webSsrEntry, WEB_SOURCES);
const webFailure = webReason ? runBuild('web app', '@innkeep/web', webReason) : null;
if (!webReason) log('Web build is up to date.');
if (webFailure) {
  console.error(
    `[start] The web build failed (${webFailure}); see the output above.\n` +
      (existsSync(webIndex)
        ? '[start] Serving the previous build of the site; fix the error and run `npm start` again.\n'
        : '[start] Starting the API only: the site pages are not served until `npm run build` succeeds.\n'),
  );
}

buildServerIfNeeded();

superviseServer({
  args: ['--enable-source-maps', serverMain],
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', ...serverEnv },
});
