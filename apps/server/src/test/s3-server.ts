import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'innkeep-test';
/** s3rver's fixed test credentials: it checks signatures against them. */
const KEY = 'S3RVER';

/**
 * s3rver (an S3 server in Node) on 127.0.0.1 with one empty bucket, for the S3 storage adapter and the app
 * with `S3_*` set. `env` is what the app reads; `keys()` lists the bucket through the S3 API.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'innkeep-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    env,
    options: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: KEY,
      secretAccessKey: KEY,
    },
    /** Every key in the bucket, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
