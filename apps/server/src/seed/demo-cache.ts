import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A machine-wide cache for what the demo seed computes the same way every time (drawn photos, city
 * centres), so the fresh servers of e2e runs seed in a few seconds. Keyed by a hash of everything
 * the result depends on: a changed drawing or image pipeline simply misses. Outside DATA_DIR on
 * purpose, since every e2e run starts with an empty one. Any cache problem falls back to computing.
 */
const CACHE_DIR = path.join(tmpdir(), 'innkeep-demo-cache');

export async function cached<T>(
  name: string,
  key: unknown,
  compute: () => Promise<T>,
  codec: { encode: (value: T) => unknown; decode: (json: unknown) => T } = {
    encode: (v) => v,
    decode: (j) => j as T,
  },
): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `${name}-${hash}.json`);
  try {
    return codec.decode(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    // missing or unreadable: compute below
  }
  const value = await compute();
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a server starting at the same moment never reads half a file.
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, JSON.stringify(codec.encode(value)));
    await rename(temp, file);
  } catch {
    // a read-only or full temp directory only costs speed
  }
  return value;
}
