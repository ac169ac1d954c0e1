import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_REQUIRED,
  accepted,
  authorizationLapsed,
  cancelRefusal,
  captureRefusal,
  confirmOutcome,
  testCard,
} from './test-states.intents.ts';
import { disputeClosed, disputeOpened, refundRefusal, refundSettled } from './test-states.refunds.ts';
import { destinationRefusal, reversalRefusal, settlementOf, sourceRefusal } from './test-states.transfers.ts';

// The rules the Stripe fake reads (decision 0101): what the fake does with them is tested through the fake.
describe('test states: cards and intents', () => {
  const card = (id: string) => testCard(id) ?? expect.unreachable(id);

  it('a PaymentMethod id is a test card when the table has it, and nothing else is', () => {
    expect(testCard('pm_card_mastercard')).not.toBeNull();
    expect(testCard('pm_card_unknown')).toBeNull();
    expect(testCard('toString')).toBeNull();
  });

  it('off session, a card saved for it goes through unless its bank always wants the guest', () => {
    expect(confirmOutcome(card('pm_card_authenticationRequiredOnSetup'), false)).toBe('authentication');
    expect(confirmOutcome(card('pm_card_authenticationRequiredOnSetup'), true)).toBe('succeeds');
    expect(confirmOutcome(card('pm_card_authenticationRequired'), true)).toEqual(AUTHENTICATION_REQUIRED);
    expect(confirmOutcome(card('pm_card_chargeDeclined'), true)).toMatchObject({ code: 'card_declined' });
  });

  it('an accepted card holds (manual capture) or pays; only a hold is captured, never beyond it', () => {
    expect(accepted(500, 'manual')).toEqual({
      status: 'requires_capture',
      amountCapturable: 500,
      amountReceived: 0,
    });
    expect(accepted(500, 'automatic_async')).toMatchObject({ status: 'succeeded', amountReceived: 500 });
    expect(captureRefusal('requires_capture', 500, 500)).toBeNull();
    expect(captureRefusal('requires_capture', 501, 500)?.code).toBe('amount_too_large');
    expect(captureRefusal('canceled', 1, 0)?.code).toBe('payment_intent_unexpected_state');
    expect(cancelRefusal('succeeded')?.code).toBe('payment_intent_unexpected_state');
    expect(cancelRefusal('requires_action')).toBeNull();
  });

  it('a held authorisation lapses after 7 days, not before', () => {
    const day = 86_400_000;
    expect(authorizationLapsed('requires_capture', 0, 7 * day - 1)).toBe(false);
    expect(authorizationLapsed('requires_capture', 0, 7 * day)).toBe(true);
    expect(authorizationLapsed('succeeded', 0, 30 * day)).toBe(false);
  });
});

describe('test states: refunds and disputes', () => {
  const charge = {
    paymentIntentId: 'pi_1',
    chargeId: 'ch_1',
    succeeded: true,
    disputed: false,
    received: 1000,
    refunded: 400,
  };

  it('a refund takes at most what is left, only from a charge that succeeded and no dispute holds', () => {
    expect(refundRefusal(charge, 600)).toBeNull();
    expect(refundRefusal(charge, 601)).toMatchObject({
      code: 'amount_too_large',
      message: expect.stringContaining('(600)'),
    });
    expect(refundRefusal(charge, 0)?.code).toBe('amount_too_large');
    expect(refundRefusal({ ...charge, disputed: true }, 1)?.code).toBe('charge_disputed');
    expect(refundRefusal({ ...charge, succeeded: false }, 1)?.code).toBe('charge_not_refundable');
  });

  it('a pending refund settles or fails, a succeeded one can still fail, a failed one stays failed', () => {
    expect(refundSettled('pending', 'succeeded')).toBe('succeeded');
    expect(refundSettled('pending', 'failed')).toBe('failed');
    expect(refundSettled('succeeded', 'failed')).toBe('failed');
    expect(refundSettled('failed', 'succeeded')).toBe('failed');
    expect(refundSettled('canceled', 'failed')).toBe('canceled');
  });

  it('a dispute withdraws what is left of the charge; won gives it back, and a decided one stays decided', () => {
    expect(
      disputeOpened({ succeeded: true, received: 1000, refunded: 400, disputed: false }, 0),
    ).toMatchObject({
      status: 'needs_response',
      amount: 600,
      evidenceDueMs: 21 * 86_400_000,
    });
    expect(disputeOpened({ succeeded: false, received: 0, refunded: 0, disputed: false }, 0)).toBeNull();
    // A charge has one dispute at most.
    expect(disputeOpened({ succeeded: true, received: 1000, refunded: 0, disputed: true }, 0)).toBeNull();
    expect(disputeClosed('needs_response', 600, 'won')).toEqual({ status: 'won', reinstated: 600 });
    expect(disputeClosed('under_review', 600, 'lost')).toEqual({ status: 'lost', reinstated: 0 });
    expect(disputeClosed('lost', 600, 'won')).toBeNull();
  });
});

describe('test states: transfers and settlement', () => {
  const host = { id: 'acct_1', transfersActive: true, country: 'FR', recipient: false };

  it('transfers stay in the platform region, or cross borders to a recipient account only', () => {
    expect(destinationRefusal('PT', host, host.id)).toBeNull();
    expect(destinationRefusal('PT', { ...host, country: 'US' }, host.id)?.code).toBe('transfers_not_allowed');
    expect(destinationRefusal('PT', { ...host, country: 'US', recipient: true }, host.id)).toBeNull();
    expect(destinationRefusal('PT', { ...host, country: 'BR', recipient: true }, host.id)?.code).toBe(
      'transfers_not_allowed',
    );
    expect(destinationRefusal('PT', { ...host, transfersActive: false }, host.id)?.code).toBe(
      'insufficient_capabilities_for_transfer',
    );
    expect(destinationRefusal('PT', null, 'acct_x')?.code).toBe('resource_missing');
  });

  it('transfers from one charge never together take more than it settled as, in its currency', () => {
    const source = {
      chargeId: 'ch_1',
      succeeded: true,
      settled: { currency: 'eur', amount: 1000 },
      funded: 700,
    };
    expect(sourceRefusal(source, 'EUR', 300)).toBeNull();
    expect(sourceRefusal(source, 'eur', 301)?.code).toBe('transfer_source_balance_parameters_mismatch');
    expect(sourceRefusal(source, 'usd', 1)?.message).toContain('must be the same as the transfer currency');
    expect(sourceRefusal({ ...source, settled: null }, 'eur', 1)?.code).toBe('invalid_source_transaction');
    expect(reversalRefusal(200, 200)).toBeNull();
    expect(reversalRefusal(201, 200)?.code).toBe('amount_too_large');
  });

  it('a charge settles in the platform currency at the test rate, less the fee when modelled', () => {
    const eur = { country: 'PT', defaultCurrency: 'eur', processingFee: true };
    expect(settlementOf(10_000, 'eur', eur)).toEqual({
      currency: 'eur',
      amountMinor: 10_000,
      feeMinor: 175,
      exchangeRate: null,
    });
    expect(settlementOf(40_000, 'JPY', { ...eur, processingFee: false })).toMatchObject({
      currency: 'eur',
      amountMinor: 24_310,
      feeMinor: 0,
    });
  });
});
