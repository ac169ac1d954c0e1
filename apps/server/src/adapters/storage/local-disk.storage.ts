import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveKey, type StoragePort } from './storage.port.ts';

/** Reading these means "no such file" for a caller: missing, a folder, or a path through a file. */
const NOT_A_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/** The embedded adapter: files under `DATA_DIR/uploads`, served by the app at `/uploads/`. */
export function localDiskStorage(root: string): StoragePort {
  const base = path.resolve(root);
  const pathOf = (raw: string) => {
    const key = resolveKey(raw);
    const full = key === null ? null : path.resolve(base, key);
    if (full === null || !full.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${raw}`);
    return full;
  };
  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A concurrent delete may remove the folder just made empty: make it again once.
      await writeFile(file, body).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, body);
      });
    },
    async get(key) {
      if (resolveKey(key) === null) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      await removeEmptyFolders(base, path.dirname(file));
    },
    async deletePrefix(prefix) {
      const folder = pathOf(prefix);
      await rm(folder, { recursive: true, force: true });
      await removeEmptyFolders(base, path.dirname(folder));
    },
    async *list(prefix) {
      const folder = pathOf(prefix.replace(/\/+$/, ''));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (NOT_A_FILE.has(error.code ?? '')) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (info) yield { key: path.relative(base, full).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}

/** Removes `folder` and its parents up to (not including) `root` while they are empty, so no save leaves empty folders. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let dir = folder; dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch (error) {
      // Not empty: neither are its parents. Already gone: its parents may still be empty.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
    }
  }
}
