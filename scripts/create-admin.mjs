#!/usr/bin/env node
// `npm run create-admin -- <email> …`: runs the server build's create-admin (plain node, no tsx), building
// the server first when its sources changed. Runs from the repository root, so DATA_DIR=./data is the
// embedded database `npm start` uses.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerIfNeeded, root } from './build-if-needed.mjs';

buildServerIfNeeded();
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/create-admin.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
