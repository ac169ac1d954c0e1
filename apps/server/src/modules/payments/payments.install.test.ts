import { startStripeServer } from '../../test/stripe-server.ts';
import { createTestApp, withTestApp } from '../../test/test-app.ts';
import { loadInstallId } from './payments.install.ts';

/** Idempotency keys unique per install (decision 0022, docs/requirements/money.md#R-M9). */
describe('the install id', () => {
  it('is created once and read back the same on every start', async () => {
    await withTestApp({}, async (t) => {
      const first = await loadInstallId(t.db);
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await Promise.all([loadInstallId(t.db), loadInstallId(t.db)])).toEqual([first, first]);
    });
  });

  it('keeps two installs with the same serial ids apart at the same Stripe account', async () => {
    const server = await startStripeServer();
    const a = await createTestApp({ ...server.env });
    const b = await createTestApp({ ...server.env });
    try {
      // Both installs write reservation 1's first attempt: the same key from the caller's side.
      const charge = (app: typeof a, amountMinor: number) =>
        app.app.deps.payments.charge({
          amountMinor,
          currency: 'eur',
          paymentMethodId: 'pm_card_visa',
          idempotencyKey: 'res:1:attempt:1:stay',
          destinationAccountId: null,
          applicationFeeMinor: 0,
          captureMethod: 'automatic',
          description: 'Stay',
          returnUrl: 'http://localhost/',
          metadata: {},
        });
      const first = await charge(a, 300_00);
      // Without the install id the second would replay the first's answer (or be refused as another request).
      const second = await charge(b, 450_00);
      expect(second.id).not.toBe(first.id);
      expect(second).toMatchObject({ status: 'succeeded', amountMinor: 450_00 });
      const keys = server.requests
        .filter((r) => r.path === '/v1/payment_intents')
        .map((r) => r.idempotencyKey);
      expect(new Set(keys).size).toBe(2);
      expect(keys.every((k) => k?.endsWith(':res:1:attempt:1:stay'))).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await server.close();
    }
  });
});
