import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files live. Keys are relative paths such as `listings/12/abc.webp`.
 * Public keys are served at `/uploads/{key}`; private ones (`private/…`) only through routes that check access.
 */
export interface StoragePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when the key names nothing readable (missing, a folder, or not a valid key). */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix, e.g. all files of a deleted listing. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key under a folder (`listings/`), with when it was written: the orphan sweep reads it. */
  list(prefix: string): AsyncIterable<StoredObject>;
  publicUrl(key: string): string;
  /**
   * Object storage only: a short-lived presigned link to a (private) file, given out after the route has
   * checked access. Without it the route sends the bytes itself.
   */
  signedUrl?(key: string, download: { contentType: string; contentDisposition: string }): Promise<string>;
}

/**
 * The one key resolution: a key as a URL or a caller gives it becomes its canonical form
 * (`./private/x` and `a//b` name `private/x` and `a/b`), or null when it could leave the storage root
 * or names no file (absolute, `..`, empty, a trailing slash, NUL or backslash). Every check on a key
 * (private or not) runs on this result, so a crafted spelling cannot pass as another key.
 */
export function resolveKey(raw: string): string | null {
  if (raw.includes('\0') || raw.includes('\\')) return null;
  const key = path.posix.normalize(raw);
  if (key === '.' || key === '..' || key.startsWith('../') || key.startsWith('/') || key.endsWith('/'))
    return null;
  return key;
}

/** Private unless it resolves to a key outside `private/`: a key that does not resolve is never public. */
export const isPrivateKey = (raw: string) => {
  const key = resolveKey(raw);
  return key === null || key === 'private' || key.startsWith('private/');
};

/**
 * A fresh id for a stored file's name. Every writer names a new file with one and never writes other
 * bytes under an existing key, so a key with an id names the same content forever (safe to cache as immutable).
 */
export const newFileId = () => randomBytes(9).toString('base64url');
const WITH_FILE_ID = /(^|\/)[A-Za-z0-9_-]{12}(-\d+)?\.[a-z0-9]+$/;
export const isContentUniqueKey = (key: string) => WITH_FILE_ID.test(key);
