import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { resolveKey, type StoragePort } from './storage.port.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, s3rver…); unset: AWS itself. Path-style addressing when set. */
  endpoint?: string;
  region?: string;
  /** Unset: the SDK's default chain (instance role, AWS_* variables, ~/.aws). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** How long a presigned link to a private file stays valid. */
  presignSeconds?: number;
  /** When links are signed (tests sign in the past to see one expire); default now. */
  now?: () => Date;
}

/** Keys the SDK reports as "no such object": a missing key reads as null, like on disk. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

/**
 * Uploads in an S3-compatible bucket, under the same keys as on disk. Public files are still served by the
 * app at `/uploads/{key}` (one origin for the CSP, the same cache headers; docs/decisions); private ones
 * leave only through short-lived presigned links, given after the route has checked the host.
 */
export function s3Storage(options: S3StorageOptions): StoragePort {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const keyOf = (raw: string) => {
    const key = resolveKey(raw);
    if (key === null) throw new Error(`Invalid storage key: ${raw}`);
    return key;
  };

  /** The objects under `Prefix`, a page (up to 1,000) at a time, following the continuation tokens. */
  async function* pagesUnder(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async get(raw) {
      const key = resolveKey(raw);
      if (key === null) return null;
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof S3ServiceException && MISSING.has(error.name)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async deletePrefix(prefix) {
      for await (const contents of pagesUnder(`${keyOf(prefix)}/`)) {
        const Objects = contents.flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (Objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
    async *list(prefix) {
      for await (const contents of pagesUnder(`${keyOf(prefix.replace(/\/+$/, ''))}/`)) {
        for (const o of contents) {
          if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
        }
      }
    },
    publicUrl: (key) => `/uploads/${key}`,
    signedUrl: (key, download) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ResponseContentType: download.contentType,
          ResponseContentDisposition: download.contentDisposition,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.presignSeconds ?? 300, signingDate: options.now?.() },
      ),
  };
}
