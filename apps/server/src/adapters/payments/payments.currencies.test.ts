import { toMinor } from '@innkeep/contract/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStripeServer } from '../../test/stripe-server.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { PaymentsPort } from './payments.port.ts';
import { cardErrorOf, stayCharge } from './payments.test-helpers.ts';
import { simulatorPayments } from './simulator.payments.ts';
import { stripePayments } from './stripe.payments.ts';

/**
 * Currencies at the adapter boundary (docs/requirements/money.md#R-M2): what each adapter sends for a price in EUR, JPY, HUF, ISK
 * and KWD, in Stripe's units, through the real `stripe` SDK to the local Stripe server; and the refusals
 * Stripe makes (under a currency's minimum, fractional ISK, a three-decimal amount not ending in 0), which
 * both the local server and the simulator make too, as final CardErrors.
 */
let stripe: PaymentsPort;
let simulator: PaymentsPort;
let n = 0;

const server = useStripeServer();
const database = useTestDatabase();
beforeAll(() => {
  stripe = stripePayments({ ...server.env }, { installId: 'install-currencies' });
  simulator = simulatorPayments(database.db, {
    publicBaseUrl: 'http://innkeep.test',
    installId: 'install-currencies',
  });
});

const charge = (amountMinor: number, currency: string) => {
  n += 1;
  return stayCharge(`c${n}`, { amountMinor, currency, idempotencyKey: `cur:${n}:stay` });
};

/** A stay's price in major units, and the `amount` Stripe must receive for it. */
const prices: [string, number, number][] = [
  ['EUR', 119.5, 11_950],
  ['JPY', 12_000, 12_000],
  ['HUF', 30_000, 3_000_000],
  ['ISK', 25_000, 2_500_000],
  ['KWD', 37.04, 37_040],
];

describe('the amount Stripe receives, through the SDK to the local Stripe server', () => {
  it.each(prices)('%s %d is sent as amount %d', async (currency, major, amount) => {
    const minor = toMinor(major, currency);
    expect(minor).toBe(amount);
    const intent = await stripe.charge(charge(minor, currency));
    expect(intent).toMatchObject({
      status: 'succeeded',
      amountMinor: amount,
      currency: currency.toLowerCase(),
    });
    const call = server.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(call?.body).toMatchObject({ amount: String(amount), currency: currency.toLowerCase() });
  });
});

/** Amounts Stripe refuses, with its error code; the app refuses them earlier (money.ts chargeProblem). */
const refused: [string, number, string][] = [
  ['EUR', 49, 'amount_too_small'],
  ['JPY', 49, 'amount_too_small'],
  ['HUF', 17_499, 'amount_too_small'],
  ['ISK', 15_050, 'invalid_charge_amount_no_decimal_compatible'],
  ['KWD', 37_045, 'invalid_charge_amount'],
  ['KWD', 340, 'amount_too_small'],
  ['EUR', 100_000_000, 'amount_too_large'],
];

describe.each([
  ['the local Stripe server (real SDK)', () => stripe],
  ['the simulator', () => simulator],
])('refusals on %s', (_name, adapter) => {
  it.each(refused)('%s amount %d: %s, final, before any PaymentIntent', async (currency, amount, code) => {
    const error = await cardErrorOf(adapter().charge(charge(amount, currency)));
    expect(error.code).toBe(code);
    expect(error.paymentIntentId).toBeNull();
  });

  it('charges the minimum itself: EUR 0.50, JPY 50, HUF 175, KWD 0.350', async () => {
    for (const [currency, amount] of [
      ['EUR', 50],
      ['JPY', 50],
      ['HUF', 17_500],
      ['KWD', 350],
    ] as const) {
      expect((await adapter().charge(charge(amount, currency))).status).toBe('succeeded');
    }
  });

  it('the 3-D Secure test card 4000 0025 0000 3155 (pm_card_authenticationRequiredOnSetup) asks for authentication', async () => {
    const intent = await adapter().charge({
      ...charge(11_950, 'EUR'),
      paymentMethodId: 'pm_card_authenticationRequiredOnSetup',
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.clientSecret).toMatch(/_secret_/);
  });
});

it('the Stripe adapter reads the minimum refusal as Stripe words it', async () => {
  const error = await cardErrorOf(stripe.charge(charge(49, 'EUR')));
  expect(error.message).toBe('Amount must be at least €0.50 eur');
});
