import { listings } from '../../db/schema/listings.ts';
import {
  completeListing,
  photo,
  postListing,
  signedInHost,
} from '../../modules/listings/listings.test-helpers.ts';
import { scrapeMetrics } from '../../modules/metrics/metrics.test-helpers.ts';
import { startS3Server } from '../s3-server.ts';
import { capturedLog, createTestApp, type TestApp } from '../test-app.ts';

/**
 * docs/requirements/operations.md#R-O7: a store that is down or refuses (S3 unreachable, a bucket gone, a full disk) was told to
 * the host as "Only JPG and PNG formats are allowed", with no log line and no metric. It is a 503 "photos
 * could not be stored, try again" with Retry-After, logged and counted, and the listing is not saved.
 */
const TOKEN = 'faults-metrics-token-0123456789';

describe.each([
  [
    'stopped',
    async () => {
      const s3 = await startS3Server();
      await s3.close(); // its port now refuses connections
      return s3.env;
    },
  ],
  [
    'refusing (no such bucket)',
    async () => {
      const s3 = await startS3Server();
      return { env: { ...s3.env, S3_BUCKET: 'no-such-bucket' }, close: s3.close };
    },
  ],
] as const)('photo storage %s', (_name, start) => {
  let t: TestApp;
  let closeS3: (() => Promise<void>) | undefined;
  const log = capturedLog('warn');

  beforeAll(async () => {
    const started = await start();
    const env = 'env' in started ? started.env : started;
    closeS3 = 'close' in started ? (started.close as () => Promise<void>) : undefined;
    t = await createTestApp({ ...env, METRICS_TOKEN: TOKEN }, { logger: log.logger });
  });
  afterAll(async () => {
    await t?.close();
    await closeS3?.();
  });

  it('answers 503 "photos could not be stored", logs and counts it, and saves nothing', async () => {
    const host = await signedInHost(t.db);
    const res = await postListing(
      t,
      host.headers,
      completeListing({
        images: [await photo()],
      }),
      { draft: false },
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      error: 'The photos could not be stored. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(await t.db.select().from(listings)).toEqual([]);
    expect(log.entries.some((l) => l.msg === 'storage failed' && l.operation === 'put')).toBe(true);
    const metrics = await scrapeMetrics(t.app, TOKEN);
    expect(metrics.body).toMatch(/innkeep_storage_errors_total\{operation="put"\} [1-9]/);
  });
});
