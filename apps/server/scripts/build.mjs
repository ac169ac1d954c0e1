#!/usr/bin/env node
// Builds the server for production: src/main.ts and what it imports (the contract's TypeScript included)
// become one plain-JavaScript file, dist/main.js, that node runs without tsx; src/cli/create-admin.ts
// becomes dist/create-admin.js the same way (`npm run create-admin`), and the channel feed parser's worker
// dist/channels-parse-worker.js. npm packages stay outside
// the bundle and load from node_modules as usual. Files read at run time are copied next to it:
// the SQL migrations (db/client.ts looks for `./migrations` beside the running file).
// Usage: node scripts/build.mjs [--outdir <dir>]   (default: apps/server/dist)
// Plain JavaScript on purpose: `npm start` runs it on a fresh clone before anything is compiled.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(serverDir, 'dist'));

const pkg = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
// Declared npm dependencies load from node_modules (native ones like sharp and argon2 must); the
// workspace's own packages are TypeScript sources, so they are bundled.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@innkeep/'));

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'create-admin': path.join(serverDir, 'src/cli/create-admin.ts'),
    // The feed parser's worker thread, loaded by channels.parse-pool.ts from beside main.js.
    'channels-parse-worker': path.join(serverDir, 'src/modules/channels/channels.parse-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(
  `[build] Server built to ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms.`,
);
