import { parseEnv } from './env.ts';

describe('parseEnv defaults that differ in production', () => {
  it('seeds demo data and shows the dev mailbox by default outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = parseEnv({ NODE_ENV });
      expect(env.SEED_DEMO).toBe('auto');
      expect(env.DEV_MAILBOX).toBe('on');
      expect(env.devMailbox).toBe(true);
    }
  });

  it('never seeds a known admin nor shows the mailbox in production unless asked', () => {
    const env = parseEnv({ NODE_ENV: 'production' });
    expect(env.SEED_DEMO).toBe('never');
    expect(env.DEV_MAILBOX).toBe('off');
    expect(env.devMailbox).toBe(false);
    const optedIn = parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'auto', DEV_MAILBOX: 'on' });
    expect(optedIn.SEED_DEMO).toBe('auto');
    expect(optedIn.devMailbox).toBe(true);
  });

  it('has no mailbox with SMTP, whatever DEV_MAILBOX says', () => {
    expect(parseEnv({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://127.0.0.1:1' }).devMailbox).toBe(false);
  });

  it('refuses unknown values', () => {
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    expect(() => parseEnv({ DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/);
  });
});

describe('parseEnv for object storage, metrics and shutdown', () => {
  it('defaults the S3 region and link lifetime, and wants a URL as endpoint', () => {
    const env = parseEnv({ S3_BUCKET: 'photos' });
    expect(env).toMatchObject({ S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_PRESIGN_SECONDS: 300 });
    expect(() => parseEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_PRESIGN_SECONDS: '7200' })).toThrow(/S3_PRESIGN_SECONDS/);
  });

  it('refuses a short metrics token and defaults to no shutdown delay', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({}).SHUTDOWN_DELAY_MS).toBe(0);
  });
});
