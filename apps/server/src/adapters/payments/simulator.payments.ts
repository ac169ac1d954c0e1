import type { Db } from '../../db/client.ts';
import type { PaymentsPort, PlatformAccount } from './payments.port.ts';
import { simulatorAccounts } from './simulator.accounts.ts';
import { simulatorIntents } from './simulator.intents.ts';
import { disputeState, simulatorDisputeControls } from './simulator.objects.ts';
import { simulatorRefunds } from './simulator.refunds.ts';
import { SimulatorRequestError, simulatorStore } from './simulator.store.ts';
import { simulatorTransfers } from './simulator.transfers.ts';
import { testCard, testCardFingerprint } from './test-states.intents.ts';

/**
 * The offline stand-in for Stripe (TEST MODE, the default without STRIPE_SECRET_KEY). It answers with the
 * states Stripe answers with, for Stripe's own test PaymentMethod ids (test-cards.ts), so the money path runs
 * unchanged on either. One file per Stripe object: accounts, PaymentIntents and Customers, Refunds, Transfers,
 * and Disputes (simulator.objects.ts); their objects live in `simulator_objects` (simulator.store.ts).
 */

export interface SimulatorOptions {
  /** The onboarding link points at the web app's stand-in for Stripe's hosted onboarding. */
  publicBaseUrl: string;
  /** Prefixed to every idempotency key, as the Stripe adapter does (decision 0022). */
  installId: string;
  /** The simulator's clock (tests move it to let an authorisation lapse). */
  now?: () => number;
  /** The simulated platform's account: Lisbon, settling in euros, unless told otherwise. */
  platform?: PlatformAccount;
}

const SIMULATED_PLATFORM: PlatformAccount = { country: 'PT', defaultCurrency: 'eur' };

export function simulatorPayments(db: Db, options: SimulatorOptions): PaymentsPort {
  const clock = options.now ?? Date.now;
  const platform = options.platform ?? SIMULATED_PLATFORM;
  const store = simulatorStore(db, options.installId);
  const { intentUpdate, authenticate, ...intents } = simulatorIntents(store, clock);
  const { completeOnboarding, ...accounts } = simulatorAccounts(store, platform, options.publicBaseUrl);

  return {
    name: 'simulator',
    testMode: true,
    liveMode: false,
    publishableKey: null,
    ...accounts,
    ...intents,
    ...simulatorRefunds(store),
    ...simulatorTransfers(store, platform),

    async cardFingerprint(paymentMethodId) {
      return testCard(paymentMethodId, 'simulator') ? testCardFingerprint(paymentMethodId) : null;
    },

    async retrieveDispute(disputeId) {
      return disputeState(await store.find('dispute', disputeId));
    },

    async retrieveFraudWarning(warningId) {
      // Warnings arrive only by webhook, which the simulator has none of.
      throw new SimulatorRequestError(`No such early fraud warning: '${warningId}'`, 'resource_missing');
    },

    acceptsWebhooks() {
      return false;
    },

    parseWebhook() {
      throw new SimulatorRequestError('The payment simulator sends no webhooks.', 'webhooks_unsupported');
    },

    simulator: {
      authenticate,
      completeOnboarding,
      ...simulatorDisputeControls(
        {
          intentUpdate: (id, change) => intentUpdate(id, change),
          update: store.update,
          insertOnce: store.insertOnce,
          find: store.find,
        },
        (message, code) => new SimulatorRequestError(message, code),
      ),
    },
  };
}
