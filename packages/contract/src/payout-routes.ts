/**
 * How a host in one country can be paid from a platform in another (decision 0049). Stays are charged on the
 * platform and the host's share is sent later by a Transfer (separate charges and transfers, decision 0021):
 * - Stripe allows those transfers only within the platform's region ("In most scenarios, your platform and
 *   any connected account must be in the same region", docs.stripe.com/connect/separate-charges-and-transfers);
 * - cross-border payouts reach the US, UK, EEA, Canada and Switzerland from a platform in any of them, only to
 *   accounts under the `recipient` service agreement (docs.stripe.com/connect/cross-border-payouts);
 * - any other host could be paid only by charges made on their behalf (`on_behalf_of`), which move the money
 *   at the charge, before the stay: not offered, so such a host takes inquiries and no card payment.
 */
export const PAYOUT_ROUTES = ['transfers', 'cross_border', 'none'] as const;
export type PayoutRoute = (typeof PAYOUT_ROUTES)[number];

/** The European Economic Area: one region for Stripe's transfers. */
const EEA = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IS IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE'.split(' '),
);
/** Regions of Stripe's self-serve cross-border payouts: the US, the UK, the EEA, Canada and Switzerland. */
const CROSS_BORDER = new Set(['US', 'GB', 'CA', 'CH']);

/** The transfer region of a country: the EEA is one, every other country is its own. */
export function regionOf(country: string): string {
  const code = country.toUpperCase();
  return EEA.has(code) ? 'EEA' : code;
}

const inCrossBorder = (country: string) => regionOf(country) === 'EEA' || CROSS_BORDER.has(country);

/** The way a host in `hostCountry` is paid from a platform in `platformCountry` (ISO 3166-1 alpha-2). */
export function payoutRoute(platformCountry: string, hostCountry: string | null | undefined): PayoutRoute {
  if (!hostCountry) return 'none';
  const platform = platformCountry.toUpperCase();
  const host = hostCountry.toUpperCase();
  if (regionOf(platform) === regionOf(host)) return 'transfers';
  if (inCrossBorder(platform) && inCrossBorder(host)) return 'cross_border';
  return 'none';
}

/** The Stripe service agreement an account needs for its route: cross-border payouts need `recipient`. */
export const serviceAgreementFor = (route: PayoutRoute): 'full' | 'recipient' =>
  route === 'cross_border' ? 'recipient' : 'full';

/** Why a host cannot take card payments on this platform, in words for the host and the guest. */
export function noCardPaymentsReason(
  platformCountry: string,
  hostCountry: string | null | undefined,
): string {
  const name = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  if (!hostCountry)
    return 'Card payments need the country of the host: add it to a listing, then set up payments.';
  return `This site's payment provider cannot send card payments from ${name(platformCountry.toUpperCase())} to a host in ${name(hostCountry.toUpperCase())}, so guests send an inquiry and arrange payment with the host.`;
}
