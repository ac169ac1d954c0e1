#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx) and Vite with hot reload, side by side.
// Open the Vite address (http://localhost:5173 by default); it forwards /api, /uploads and /dev to the server.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const colours = { api: '\x1b[36m', web: '\x1b[35m' };
const reset = '\x1b[0m';

/** Prefixes each line of a child's output with its name, so the two logs stay readable together. */
function pipe(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${colours[name]}[${name}]${reset} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${colours[name]}[${name}]${reset} ${pending}\n`);
  });
}

const children = new Map();
let stopping = false;

// Node runs the CLIs directly (no npx in between, which would not pass signals on), each in its own process
// group so that stopping it also stops what it started (tsx watch's server process).
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const viteCli = path.join(root, 'node_modules/vite/bin/vite.js');

function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  children.set(name, child);
  pipe(name, child.stdout, process.stdout);
  pipe(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
      stop(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
}

function signal(child, name) {
  try {
    if (process.platform === 'win32') child.kill(name);
    else process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) signal(child, 'SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children.values()) signal(child, 'SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', [tsxCli, 'watch', '--clear-screen=false', 'src/main.ts'], path.join(root, 'apps/server'), {
  PORT: apiPort,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  // The server reads DATA_DIR relative to its own folder; keep the repository's ./data by default.
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
});
run('web', [viteCli, '--port', webPort, '--strictPort'], path.join(root, 'apps/web'), {
  API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? `http://localhost:${apiPort}`,
});

console.log(
  `[dev] API on http://localhost:${apiPort}, site on http://localhost:${webPort} (Ctrl+C stops both)`,
);
