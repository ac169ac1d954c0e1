import type Stripe from 'stripe';
import type { ConnectedAccount, PaymentsPort } from './payments.port.ts';
import type { StripeClient } from './stripe.client.ts';

function accountOf(account: Stripe.Account): ConnectedAccount {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    transfersEnabled: account.capabilities?.transfers === 'active',
    requirements: account.requirements?.currently_due ?? [],
    country: account.country ?? null,
    serviceAgreement: account.tos_acceptance?.service_agreement === 'recipient' ? 'recipient' : 'full',
  };
}

type AccountMethods = Pick<
  PaymentsPort,
  'createAccount' | 'platformAccount' | 'onboardingLink' | 'retrieveAccount'
>;

/** Connect Express accounts: the hosts' (created and onboarded here) and the platform's own. */
export function stripeAccounts({ stripe, installId, key }: StripeClient): AccountMethods {
  return {
    async createAccount({ email, country, serviceAgreement, idempotencyKey }) {
      // A recipient account only receives transfers: Stripe refuses card_payments under that agreement.
      const recipient = serviceAgreement === 'recipient';
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          ...(country ? { country } : {}),
          capabilities: recipient
            ? { transfers: { requested: true } }
            : { card_payments: { requested: true }, transfers: { requested: true } },
          ...(recipient ? { tos_acceptance: { service_agreement: 'recipient' } } : {}),
          metadata: { install_id: installId },
        },
        { idempotencyKey: key(idempotencyKey) },
      );
      return accountOf(account);
    },

    async platformAccount() {
      const account = await stripe.accounts.retrieveCurrent();
      return {
        country: (account.country ?? 'US').toUpperCase(),
        defaultCurrency: (account.default_currency ?? 'usd').toLowerCase(),
      };
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async retrieveAccount(accountId) {
      return accountOf(await stripe.accounts.retrieve(accountId));
    },
  };
}
