import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BILLING_FIELD_NAMES } from './billing.ts';

type BillingFieldName = (typeof BILLING_FIELD_NAMES)[number];

interface BillingInputsProps {
  /** The form's `register` for one billing field (each page keeps its own react-hook-form). */
  field: (name: BillingFieldName) => UseFormRegisterReturn;
  /** The first message per field, from the contract's schema or the server's 422. */
  errors: Partial<Record<BillingFieldName, string | undefined>>;
  disabled?: boolean;
}

/** Billing address, city, country and zip: the fields the three payment screens share. */
export function BillingInputs({ field, errors, disabled }: BillingInputsProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Billing address"
        autoComplete="billing street-address"
        withAsterisk
        disabled={disabled}
        error={errors.billing_address}
        {...field('billing_address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="City"
          autoComplete="billing address-level2"
          withAsterisk
          disabled={disabled}
          error={errors.city}
          {...field('city')}
        />
        <TextInput
          label="Country"
          autoComplete="billing country-name"
          withAsterisk
          disabled={disabled}
          error={errors.country}
          {...field('country')}
        />
        <TextInput
          label="Zip code"
          autoComplete="billing postal-code"
          withAsterisk
          disabled={disabled}
          error={errors.zip_code}
          {...field('zip_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
