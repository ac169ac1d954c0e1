import { useStripeServer } from '../../test/stripe-server.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import type { ChargeInput, PaymentsPort } from './payments.port.ts';
import { cardErrorOf, stayCharge } from './payments.test-helpers.ts';
import { simulatorPayments } from './simulator.payments.ts';
import { stripePayments } from './stripe.payments.ts';
import { AUTHORIZATION_VALID_MS } from './test-states.intents.ts';

/**
 * Saved cards and off-session charges (decision 0024), the same assertions on both adapters: the simulator,
 * and the Stripe adapter through the real SDK against the local Stripe server. What Stripe does is what the
 * simulator must do.
 */
let clock = Date.now();
let n = 0;

const server = useStripeServer();
const database = useTestDatabase();

interface Subject {
  port: PaymentsPort;
  /** What the bank's 3-D Secure page does in the browser. */
  authenticate(intentId: string, clientSecret: string): Promise<unknown>;
  /** Moves time on by `ms`: authorisations older than 7 days lapse. */
  advance(ms: number): void;
}

const subjects: Record<string, () => Subject> = {
  simulator: () => {
    const port = simulatorPayments(database.db, {
      publicBaseUrl: 'http://innkeep.test',
      installId: 'install-off-session',
      now: () => clock,
    });
    return {
      port,
      authenticate: (_id, secret) => port.simulator!.authenticate(secret, 'complete'),
      advance: (ms) => {
        clock += ms;
      },
    };
  },
  stripe: () => {
    let offset = 0;
    return {
      port: stripePayments({ ...server.env }, { installId: 'install-off-session' }),
      authenticate: async (id) => server.authenticate(id, 'complete'),
      advance: (ms) => {
        offset += ms;
        server.lapseAuthorizations(Math.floor((Date.now() + offset) / 1000));
      },
    };
  },
};

/** A new attempt on each call (its own reservation and key), €300 unless the test says otherwise. */
const input = (over: Partial<ChargeInput> = {}) => stayCharge(`900${++n}`, { amountMinor: 300_00, ...over });

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => null,
    (e: unknown) => e,
  );
}

describe.each(Object.keys(subjects))('%s', (name) => {
  let s: Subject;
  beforeAll(() => {
    s = subjects[name]!();
  });

  /** A stay paid on-session that saved its card (3-D Secure finished when the card asks for it). */
  async function savedStay(card: string) {
    const stay = input({ paymentMethodId: card, setupFutureUsage: 'off_session' });
    let intent = await s.port.charge(stay);
    if (intent.status === 'requires_action') {
      await s.authenticate(intent.id, intent.clientSecret!);
      intent = await s.port.retrieve(intent.id);
    }
    expect(intent.status).toBe('succeeded');
    expect(intent.customerId).toMatch(/^cus_/);
    return intent.customerId!;
  }

  it('charges a saved card off-session as a new intent', async () => {
    const customer = await savedStay('pm_card_visa');
    const claim = await s.port.charge(input({ amountMinor: 80_00, offSessionCustomerId: customer }));
    expect(claim).toMatchObject({ status: 'succeeded', amountReceived: 80_00, customerId: customer });
  });

  it('refuses off-session a card that was never saved to the Customer, before any intent exists', async () => {
    const customer = await savedStay('pm_card_authenticationRequired');
    const error = await cardErrorOf(
      s.port.charge(input({ paymentMethodId: 'pm_card_visa', offSessionCustomerId: customer })),
    );
    expect(error.paymentIntentId).toBeNull();
  });

  it('an always-authenticate card answers authentication_required off-session; confirmed again with the guest, it is paid', async () => {
    const customer = await savedStay('pm_card_authenticationRequired');
    const declined = await cardErrorOf(
      s.port.charge(
        input({ paymentMethodId: 'pm_card_authenticationRequired', offSessionCustomerId: customer }),
      ),
    );
    expect(declined.code).toBe('authentication_required');
    const intentId = declined.paymentIntentId!;
    expect(await s.port.retrieve(intentId)).toMatchObject({
      status: 'requires_payment_method',
      failure: { code: 'authentication_required' },
    });
    const again = await s.port.confirmOnSession({
      paymentIntentId: intentId,
      paymentMethodId: 'pm_card_authenticationRequired',
      idempotencyKey: `offsession:${intentId}:approve`,
    });
    expect(again.status).toBe('requires_action');
    expect(again.clientSecret).toMatch(/_secret_/);
    await s.authenticate(intentId, again.clientSecret!);
    expect(await s.port.retrieve(intentId)).toMatchObject({ status: 'succeeded', amountReceived: 300_00 });
  });

  it('an authorisation lapses after 7 days: it shows canceled and cannot be captured', async () => {
    const hold = await s.port.charge(input({ captureMethod: 'manual' }));
    expect(hold.status).toBe('requires_capture');
    s.advance(AUTHORIZATION_VALID_MS - 60 * 60_000);
    expect((await s.port.retrieve(hold.id)).status).toBe('requires_capture');
    s.advance(2 * 60 * 60_000);
    expect((await s.port.retrieve(hold.id)).status).toBe('canceled');
    expect(await rejection(s.port.capture(hold.id, 100_00, `offsession:${hold.id}:capture`))).toBeInstanceOf(
      Error,
    );
  });
});
