// What the tests of npm run lint's checks share: a small tree written for the test file, and a check run on it.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

/** This repository's root, for the checks' "passes on this repository" runs. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Writes `files` (path → text) into a fresh temporary directory before the test file's tests and removes it after.
 * The handle's `dir` is set then, so read it in tests only.
 */
export function useTree(prefix, files) {
  const tree = { dir: '' };
  beforeAll(async () => {
    tree.dir = await mkdtemp(path.join(tmpdir(), prefix));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tree.dir, file)), { recursive: true });
      await writeFile(path.join(tree.dir, file), text);
    }
  });
  afterAll(() => rm(tree.dir, { recursive: true, force: true }));
  return tree;
}

/** Runs a check script with `--json` in `cwd`: its exit code and the crossings it printed. */
export async function runCheckJson(script, cwd) {
  const run = await promisify(execFile)(process.execPath, [script, '--json'], { cwd }).catch((err) => err);
  return { code: run.code ?? 0, found: JSON.parse(run.stdout) };
}
