import { type PayoutRoute, payoutRoute } from '@innkeep/contract/payout-routes';
import type { PaymentsPort, PlatformAccount } from '../../adapters/payments/payments.port.ts';
import type { Env } from '../../env.ts';

/** The platform account is asked for again after this long: a country never changes, a currency rarely. */
const KEEP_MS = 60 * 60_000;
const known = new WeakMap<PaymentsPort, { value: PlatformAccount; at: number }>();

type PlatformEnv = Pick<Env, 'PLATFORM_COUNTRY' | 'PLATFORM_SETTLEMENT_CURRENCY'>;

/**
 * The platform's country and settlement currency (decision 0049): what the provider's own account says
 * (`GET /v1/account`), each overridden by its setting. Kept in memory for KEEP_MS.
 */
export async function platformOf(
  deps: { payments: PaymentsPort; env: PlatformEnv },
  now = Date.now(),
): Promise<PlatformAccount> {
  const { PLATFORM_COUNTRY: country, PLATFORM_SETTLEMENT_CURRENCY: currency } = deps.env;
  if (country && currency) return { country, defaultCurrency: currency };
  const cached = known.get(deps.payments);
  let value = cached && now - cached.at < KEEP_MS ? cached.value : undefined;
  if (!value) {
    value = await deps.payments.platformAccount();
    known.set(deps.payments, { value, at: now });
  }
  return { country: country ?? value.country, defaultCurrency: currency ?? value.defaultCurrency };
}

/**
 * How a host whose account is in `hostCountry` is paid from this platform. A host of no known country gets an
 * account in the platform's country, as Stripe does when none is given.
 */
export async function routeFor(
  deps: { payments: PaymentsPort; env: PlatformEnv },
  hostCountry: string | null | undefined,
): Promise<{ route: PayoutRoute; platformCountry: string }> {
  const platform = await platformOf(deps);
  return {
    route: payoutRoute(platform.country, hostCountry ?? platform.country),
    platformCountry: platform.country,
  };
}
