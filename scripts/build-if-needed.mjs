// Shared by `npm start` and `npm run create-admin`: build a workspace when its sources are newer than its
// build. Plain JavaScript on purpose: it runs on a fresh clone before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
const createAdmin = path.join(root, 'apps/server/dist/create-admin.js');
export const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'packages/contract/src',
].map((p) => path.join(root, p));

export const log = (message) => console.log(`[start] ${message}`);

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
export function buildReason(output, sources) {
  if (!existsSync(output)) return 'no build yet';
  const built = statSync(output).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > built);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

/** Runs a workspace's build script; null when it succeeded, else why it failed. */
export function runBuild(what, workspace, reason) {
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

/** Builds the server when its sources changed; exits the process when that build fails. */
export function buildServerIfNeeded() {
  const reason = buildReason(serverMain, SERVER_SOURCES) ?? buildReason(createAdmin, SERVER_SOURCES);
  if (!reason) {
    log('Server build is up to date.');
    return;
  }
  const failure = runBuild('server', '@innkeep/server', reason);
  // Running an older build would serve code that no longer matches the sources and the database.
  if (failure) {
    console.error(`[start] The server build failed (${failure}); see the output above.`);
    process.exit(1);
  }
}
