import fc from 'fast-check';
import { canMove, chargeDestination, paymentStatusOf, platformFee, stayFee } from './payments.rules.ts';

describe('payment rules', () => {
  it('the platform fee is the rounded percentage, between 0 and the total', () => {
    expect(platformFee(12_345, 10, 'EUR')).toBe(1_235);
    expect(platformFee(12_000, 0, 'EUR')).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (t, p) => {
          const fee = platformFee(t, p, 'EUR');
          return Number.isInteger(fee) && fee >= 0 && fee <= t;
        },
      ),
    );
  });

  it('the fee is an amount the currency moves: tens of fils in KWD, whole krónur in ISK', () => {
    // 6 % of KWD 1,035.750 is 62.145: the host's payout and the payouts page's totals would disagree.
    expect(platformFee(1_035_750, 6, 'KWD')).toBe(62_150);
    expect(stayFee(1_035_750, 0, 6, 'KWD')).toBe(62_150);
    expect(platformFee(12_345_00, 6, 'ISK')).toBe(741_00);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 100 }), (n, p) => {
        const fee = platformFee(n * 10, p, 'KWD');
        return fee % 10 === 0 && fee >= 0 && fee <= n * 10;
      }),
    );
  });

  it('the money goes to an enabled host account; otherwise the simulator charges the platform and Stripe refuses', () => {
    const enabled = { accountId: 'acct_1', chargesEnabled: true };
    const pending = { accountId: 'acct_2', chargesEnabled: false };
    expect(chargeDestination('stripe', enabled)).toEqual({ destinationAccountId: 'acct_1' });
    expect(chargeDestination('simulator', enabled)).toEqual({ destinationAccountId: 'acct_1' });
    expect(chargeDestination('simulator', pending)).toEqual({ destinationAccountId: null });
    expect(chargeDestination('simulator', null)).toEqual({ destinationAccountId: null });
    expect(chargeDestination('stripe', pending)).toBe('host_not_connected');
    expect(chargeDestination('stripe', null)).toBe('host_not_connected');
  });

  it('a payment only moves forward, and a final status never changes', () => {
    expect(canMove('created', 'requires_action', false)).toBe(true);
    expect(canMove('requires_action', 'processing', true)).toBe(true);
    expect(canMove('requires_action', 'succeeded', true)).toBe(true);
    expect(canMove('requires_capture', 'canceled', true)).toBe(true);
    expect(canMove('succeeded', 'failed', true)).toBe(false);
    expect(canMove('failed', 'succeeded', true)).toBe(false);
    expect(canMove('canceled', 'requires_action', true)).toBe(false);
    expect(canMove('requires_capture', 'requires_action', true)).toBe(false);
    expect(canMove('succeeded', 'succeeded', true)).toBe(false);
    // Given up while the provider never answered: a success reported later is still taken (and refunded).
    expect(canMove('failed', 'succeeded', false)).toBe(true);
    expect(canMove('failed', 'canceled', false)).toBe(false);
  });

  it('maps provider states: a fresh intent says nothing, a failed one is failed', () => {
    expect(paymentStatusOf({ status: 'requires_payment_method', failure: null })).toBeNull();
    expect(
      paymentStatusOf({
        status: 'requires_payment_method',
        failure: { code: 'x', declineCode: null, message: 'm' },
      }),
    ).toBe('failed');
    expect(paymentStatusOf({ status: 'requires_capture', failure: null })).toBe('requires_capture');
  });
});
