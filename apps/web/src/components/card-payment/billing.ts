import type { BillingFields } from '@innkeep/contract/payments';

export const BILLING_FIELD_NAMES = ['billing_address', 'city', 'country', 'zip_code'] as const;

export const emptyBilling: BillingFields = { billing_address: '', city: '', country: '', zip_code: '' };

/** docs/requirements/wire.md#R-W13: billing address, city, country and zip all filled in (spaces alone do not count). */
export function isBillingFilled(billing: Partial<Record<keyof BillingFields, string | undefined>>): boolean {
  return BILLING_FIELD_NAMES.every((field) => (billing[field] ?? '').trim() !== '');
}
