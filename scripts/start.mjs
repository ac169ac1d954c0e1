#!/usr/bin/env node
// `npm start`: build the web app and the server when their sources are newer than their builds, then run
// the server's plain JavaScript with node in production mode (migrations, reference data and demo data on
// an empty database happen at its start). Plain JavaScript on purpose: it must run on a fresh clone before
// anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
// The web build ends with the server-rendering bundle: when it is there and newer than the sources, so is the rest.
const webSsrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
].map((p) => path.join(root, p));
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'packages/contract/src',
].map((p) => path.join(root, p));

const log = (message) => console.log(`[start] ${message}`);

/** Newest modification time under a file or directory (node_modules skipped), 0 when absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why `output` must be built again from `sources`, or null when it is up to date. */
function buildReason(output, sources) {
  if (!existsSync(output)) return 'no build yet';
  const built = statSync(output).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > built);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

function runBuild(what, workspace, reason) {
  log(`Building the ${what} (${reason})…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status === 0) log(`The ${what} built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return result.status === 0
    ? null
    : result.error
      ? result.error.message
      : `exit code ${result.status ?? result.signal}`;
}

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

const serverReason = buildReason(serverMain, SERVER_SOURCES);
if (serverReason) {
  const failure = runBuild('server', '@innkeep/server', serverReason);
  // Running an older build would serve code that no longer matches the sources and the database.
  if (failure) {
    console.error(`[start] The server build failed (${failure}); see the output above.`);
    process.exit(1);
  }
} else {
  log('Server build is up to date.');
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  // A fresh clone's `npm start` is a demo: it seeds demo data into an empty database, shows the outbox at
  // /dev/mailbox and takes cards on the offline simulator. The server's production defaults are the opposite
  // (no demo admin, no mailbox, no simulator), so all three are opted in here unless set; a real deployment
  // sets SEED_DEMO=never, DEV_MAILBOX=off and PAYMENTS_SIMULATOR=off, or configures Stripe (README).
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: process.env.SEED_DEMO || 'auto',
    DEV_MAILBOX: process.env.DEV_MAILBOX || 'on',
    PAYMENTS_SIMULATOR: process.env.PAYMENTS_SIMULATOR || 'on',
  },
});

// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and wait for it to finish.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1));
});
