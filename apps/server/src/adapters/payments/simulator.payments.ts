import type { Db } from '../../db/client.ts';
import type { PaymentsPort, PlatformAccount, SimulatorControls } from './payments.port.ts';
import { stripePayments } from './stripe.payments.ts';
import { IN_PROCESS_API_URL, inProcessStripeFake } from './stripe-fake/in-process.ts';
import { systemClock } from './stripe-fake/state.ts';
import { databaseStore } from './stripe-fake/store.ts';

/**
 * The offline stand-in for Stripe (TEST MODE, the default without STRIPE_SECRET_KEY): the Stripe adapter
 * itself, talking to the Stripe fake in this process (stripe-fake/), whose objects live in the database. The
 * money path runs the same code as with Stripe; what Stripe's hosted pages and the banks do (3-D Secure,
 * onboarding, disputes, a refund failing later) are the controls the web's stand-in pages call.
 */

export interface SimulatorOptions {
  /** The onboarding link points at the web app's stand-in for Stripe's hosted onboarding. */
  publicBaseUrl: string;
  /** Prefixed to every idempotency key, as with Stripe (decision 0022). */
  installId: string;
  /** The simulator's clock in milliseconds (tests move it to let an authorisation lapse). */
  now?: () => number;
  /** The simulated platform's account: Lisbon, settling in euros, unless told otherwise. */
  platform?: PlatformAccount;
}

const SIMULATED_PLATFORM: PlatformAccount = { country: 'PT', defaultCurrency: 'eur' };
/** The fake answers any `sk_test_` key; this one says where it came from in a log line. */
const SIMULATOR_KEY = 'sk_test_simulator';

export function simulatorPayments(db: Db, options: SimulatorOptions): PaymentsPort {
  const platform = options.platform ?? SIMULATED_PLATFORM;
  const clock = options.now;
  const now = clock ? () => Math.floor(clock() / 1000) : systemClock;
  const fake = inProcessStripeFake(databaseStore(db), {
    platform: { country: platform.country, defaultCurrency: platform.defaultCurrency, processingFee: false },
    now,
    onboardingUrl: (accountId) =>
      `${options.publicBaseUrl}/integrations/onboarding?account=${encodeURIComponent(accountId)}`,
    knobs: { pendingRefunds: false },
  });
  const stripe = stripePayments(
    { STRIPE_SECRET_KEY: SIMULATOR_KEY, STRIPE_API_URL: IN_PROCESS_API_URL },
    { installId: options.installId, httpClient: fake.httpClient },
  );

  // Each control moves the fake as Stripe's side would, then reads the object back through the adapter.
  const controls: SimulatorControls = {
    async authenticate(clientSecret, outcome) {
      const id = await fake.act((api) => {
        const pi = api.intentOfSecret(clientSecret);
        // A repeated answer finds the intent moved on and reports it.
        if (pi.status === 'requires_action') api.authenticate(String(pi.id), outcome);
        return String(pi.id);
      });
      return stripe.retrieve(id);
    },
    async completeOnboarding(accountId) {
      await fake.act((api) => api.completeOnboarding(accountId));
      return stripe.retrieveAccount(accountId);
    },
    async openDispute(paymentIntentId, reason) {
      const dispute = await fake.act((api) => api.openDispute(paymentIntentId, reason));
      return stripe.retrieveDispute(String(dispute.id));
    },
    async closeDispute(disputeId, outcome) {
      await fake.act((api) => api.closeDispute(disputeId, outcome));
      return stripe.retrieveDispute(disputeId);
    },
    async failRefund(refundId, reason) {
      await fake.act((api) => api.settleRefund(refundId, 'failed', reason));
      return stripe.retrieveRefund(refundId);
    },
  };

  return {
    ...stripe,
    name: 'simulator',
    testMode: true,
    liveMode: false,
    publishableKey: null,
    simulator: controls,
    // The fake sends no webhooks: the controls answer with the object they changed.
    acceptsWebhooks: () => false,
    parseWebhook() {
      throw new Error('The payment simulator sends no webhooks.');
    },
  };
}
