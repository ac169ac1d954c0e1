import path from 'node:path';
import type { Env } from '../../env.ts';
import { localDiskStorage } from './local-disk.storage.ts';
import { s3Storage } from './s3.storage.ts';
import type { StoragePort } from './storage.port.ts';

/** Where uploads live: the bucket named by S3_BUCKET, else DATA_DIR/uploads (one instance only). */
export function storageAdapter(env: Env): StoragePort {
  if (!env.S3_BUCKET) return localDiskStorage(path.join(env.dataDir, 'uploads'));
  return s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    presignSeconds: env.S3_PRESIGN_SECONDS,
  });
}
