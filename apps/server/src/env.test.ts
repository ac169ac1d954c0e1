import { parseEnv, startupProblems } from './env.ts';

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

  it('serves the API documentation outside production, and in production only with API_DOCS=on', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).API_DOCS).toBe('on');
    expect(parseEnv({ NODE_ENV: 'production' }).API_DOCS).toBe('off');
    expect(parseEnv({ NODE_ENV: 'production', API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(() => parseEnv({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
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

describe('parseEnv for card payments', () => {
  it('takes cards on the simulator by default outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = parseEnv({ NODE_ENV });
      expect(env.PAYMENTS_SIMULATOR).toBe('on');
      expect(env.cardPayments).toBe(true);
    }
  });

  it('turns card payment off in production without Stripe unless the simulator is opted in', () => {
    const off = parseEnv({ NODE_ENV: 'production' });
    expect(off.PAYMENTS_SIMULATOR).toBe('off');
    expect(off.cardPayments).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', PAYMENTS_SIMULATOR: 'on' }).cardPayments).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).cardPayments).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', PAYMENTS_SIMULATOR: 'off' }).cardPayments).toBe(false);
    expect(() => parseEnv({ PAYMENTS_SIMULATOR: 'yes' })).toThrow(/PAYMENTS_SIMULATOR/);
  });

  it('limits open payment holds to 3 per address and e-mail, released after 3 minutes unless opened', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PAYMENT_HOLDS_PER_IP: 3,
      PAYMENT_HOLDS_PER_EMAIL: 3,
      PAYMENT_AUTH_START_MINUTES: 3,
    });
    expect(() => parseEnv({ PAYMENT_HOLDS_PER_IP: '0' })).toThrow(/PAYMENT_HOLDS_PER_IP/);
  });
});

describe('mail in production (docs/requirements/operations.md#R-O6)', () => {
  it('refuses to start without a relay unless the outbox is chosen on purpose', () => {
    expect(startupProblems(parseEnv({ NODE_ENV: 'production' }))).toEqual([
      expect.stringContaining('SMTP_URL is not set'),
    ]);
    const outbox = parseEnv({ NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' });
    expect(startupProblems(outbox)).toEqual([]);
    expect(outbox.mailTransport).toBe('outbox');
    const relay = parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay.example:587' });
    expect(startupProblems(relay)).toEqual([]);
    expect(relay.mailTransport).toBe('smtp');
    expect(startupProblems(parseEnv({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupProblems(parseEnv({ MAIL_TRANSPORT: 'smtp' }))).toEqual([
      'MAIL_TRANSPORT=smtp needs SMTP_URL.',
    ]);
  });
});
