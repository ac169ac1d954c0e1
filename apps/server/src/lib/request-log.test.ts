import { Writable } from 'node:stream';
import { createTestApp } from '../test/test-app.ts';
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
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({}, { logger: { level: 'info', stream } });
    try {
      await t.app.inject({ url: `/api/reservations/by-hash/${HASH}?token=secret-token` });
      expect(lines.join('')).toContain('/api/reservations/by-hash/[redacted]');
      expect(lines.join('')).not.toContain(HASH);
      expect(lines.join('')).not.toContain('secret-token');
    } finally {
      await t.close();
    }
  });
});
