import type { ConnectedAccount, PaymentsPort, PlatformAccount, SimulatorControls } from './payments.port.ts';
import { newId, type SimulatorStore } from './simulator.store.ts';
import { NEW_ACCOUNT_REQUIREMENTS, onboarded } from './test-states.transfers.ts';

/** The simulator's connected accounts and its platform account, as Stripe Connect plays them. */

type AccountMethods = Pick<
  PaymentsPort,
  'createAccount' | 'platformAccount' | 'onboardingLink' | 'retrieveAccount'
> &
  Pick<SimulatorControls, 'completeOnboarding'>;

/** Accounts on the simulator's store; onboarding happens on the web app's stand-in at `publicBaseUrl`. */
export function simulatorAccounts(
  store: SimulatorStore,
  platform: PlatformAccount,
  publicBaseUrl: string,
): AccountMethods {
  const { insertOnce, find, update } = store;

  async function accountUpdate(id: string, change: (a: ConnectedAccount) => ConnectedAccount) {
    return update<ConnectedAccount>('account', id, change);
  }

  return {
    async createAccount({ idempotencyKey, country, serviceAgreement }) {
      const id = newId('acct');
      const account = await insertOnce<ConnectedAccount & { id: string }>('account', idempotencyKey, {
        id,
        accountId: id,
        chargesEnabled: false,
        payoutsEnabled: false,
        transfersEnabled: false,
        requirements: NEW_ACCOUNT_REQUIREMENTS,
        // Stripe's default: the platform's country.
        country: country ?? platform.country,
        serviceAgreement: serviceAgreement ?? 'full',
      });
      return toAccount(account);
    },

    async platformAccount() {
      return platform;
    },

    async onboardingLink(accountId) {
      await find('account', accountId);
      return `${publicBaseUrl}/integrations/onboarding?account=${encodeURIComponent(accountId)}`;
    },

    async retrieveAccount(accountId) {
      return toAccount(await find<ConnectedAccount>('account', accountId));
    },

    async completeOnboarding(accountId) {
      return toAccount(
        await accountUpdate(accountId, (a) => ({ ...a, ...onboarded(a.serviceAgreement === 'recipient') })),
      );
    },
  };
}

function toAccount(a: ConnectedAccount): ConnectedAccount {
  return {
    accountId: a.accountId,
    chargesEnabled: a.chargesEnabled,
    payoutsEnabled: a.payoutsEnabled,
    transfersEnabled: a.transfersEnabled ?? false,
    requirements: a.requirements,
    country: a.country ?? null,
    serviceAgreement: a.serviceAgreement ?? 'full',
  };
}
