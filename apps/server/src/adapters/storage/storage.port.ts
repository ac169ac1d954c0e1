/**
 * Where uploaded files live. Keys are relative paths such as `listings/12/abc.webp`.
 * Public keys are served at `/uploads/{key}`; private ones (`private/…`) only through routes that check access.
 */
export interface StoragePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix, e.g. all files of a deleted listing. */
  deletePrefix(prefix: string): Promise<void>;
  publicUrl(key: string): string;
}

export const isPrivateKey = (key: string) => key.startsWith('private/');
