import { randomBytes } from 'node:crypto';
import type { StoragePort } from '../adapters/storage/storage.port.ts';
import { type StoredImage, storeImage } from '../modules/images/images.service.ts';
import { renderScene } from './scenes.factory.ts';

/**
 * An image already processed by `storeImage` (original + WebP variants), kept in memory so the same
 * picture can be placed under many prefixes with plain file writes instead of re-encoding each time.
 */
export interface PreparedPhoto {
  width: number;
  height: number;
  sizeBytes: number;
  /** Suffix after `${prefix}/${id}` (e.g. `.jpg`, `-480.webp`) -> bytes and content type. */
  files: { suffix: string; body: Buffer; contentType: string }[];
  variants: { width: number; height: number; suffix: string }[];
  originalSuffix: string;
}

export async function preparePhoto(buffer: Buffer): Promise<PreparedPhoto> {
  const captured = new Map<string, { body: Buffer; contentType: string }>();
  const memory: StoragePort = {
    put: async (key, body, contentType) => void captured.set(key, { body, contentType }),
    get: async (key) => captured.get(key)?.body ?? null,
    delete: async (key) => void captured.delete(key),
    deletePrefix: async () => {},
    list: async function* () {},
    publicUrl: (key) => key,
  };
  const stored = await storeImage(memory, 'p', buffer);
  const base = stored.file.replace(/\.[a-z]+$/, '');
  const suffixOf = (key: string) => key.slice(base.length);
  return {
    width: stored.width,
    height: stored.height,
    sizeBytes: buffer.length,
    originalSuffix: suffixOf(stored.file),
    files: [...captured].map(([key, v]) => ({ suffix: suffixOf(key), ...v })),
    variants: stored.variants.map((v) => ({ width: v.width, height: v.height, suffix: suffixOf(v.key) })),
  };
}

export interface PlannedPhoto {
  stored: StoredImage;
  files: { key: string; body: Buffer; contentType: string }[];
}

/** The keys a prepared photo will have under `prefix` (fresh id, same layout as `storeImage`), nothing written yet. */
export function planPhoto(prefix: string, photo: PreparedPhoto): PlannedPhoto {
  const base = `${prefix}/${randomBytes(9).toString('base64url')}`;
  return {
    stored: {
      file: `${base}${photo.originalSuffix}`,
      width: photo.width,
      height: photo.height,
      variants: photo.variants.map((v) => ({ width: v.width, height: v.height, key: `${base}${v.suffix}` })),
    },
    files: photo.files.map((f) => ({ key: `${base}${f.suffix}`, body: f.body, contentType: f.contentType })),
  };
}

export async function writePlannedPhoto(storage: StoragePort, planned: PlannedPhoto): Promise<void> {
  for (const f of planned.files) await storage.put(f.key, f.body, f.contentType);
}

let defaultPhoto: Promise<PreparedPhoto> | undefined;
/** One shared scene for tests that just need "a valid listing photo". */
export function defaultPreparedPhoto(): Promise<PreparedPhoto> {
  defaultPhoto ??= renderScene({ seed: 1, kind: 'house', ground: 'hills' }).then(preparePhoto);
  return defaultPhoto;
}
