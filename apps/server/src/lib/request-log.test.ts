import { capturedLog, createTestApp } from '../test/test-app.ts';
import { redactUrl } from './request-log.ts';

const HASH = 'Zq3v9XbT1kLmN0pQrStUvWxYz0123456';

describe('request logs (docs/requirements/operations.md#R-O10)', () => {
  it('redact trip-page hashes and reset tokens, and keep the rest of the URL', () => {
    expect(redactUrl(`/reservation/${HASH}`)).toBe('/reservation/[redacted]');
    expect(redactUrl(`/api/bookings/${HASH}/cancel`)).toBe('/api/bookings/[redacted]/cancel');
    expect(redactUrl('/reset-password?token=abc&email=a%40b.c&x=1')).toBe(
      '/reset-password?token=%5Bredacted%5D&email=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/uploads/listings/1/photos/AbCdEfGhIjKl-480.webp')).toBe(
      '/uploads/listings/1/photos/AbCdEfGhIjKl-480.webp',
    );
  });

  it('never carry a trip hash in the server log lines', async () => {
    const log = capturedLog('info');
    const t = await createTestApp({}, { logger: log.logger });
    try {
      await t.app.inject({ url: `/api/reservations/by-hash/${HASH}?token=secret-token` });
      expect(JSON.stringify(log.entries)).toContain('/api/reservations/by-hash/[redacted]');
      expect(JSON.stringify(log.entries)).not.toContain(HASH);
      expect(JSON.stringify(log.entries)).not.toContain('secret-token');
    } finally {
      await t.close();
    }
  });
});
