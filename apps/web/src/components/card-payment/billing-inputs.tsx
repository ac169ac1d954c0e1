import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BILLING_FIELD_NAMES } from './billing.ts';

type BillingFieldName = (typeof BILLING_FIELD_NAMES)[number];

interface BillingInputsProps {
  /** The form's `register` for one billing field (each page keeps its own react-hook-form). */
  field: (name: BillingFieldName) => UseFormRegisterReturn;
  /** The form's errors (react-hook-form's `formState.errors`): the contract's schema or the server's 422. */
  errors: Partial<Record<BillingFieldName, { message?: string } | undefined>>;
  disabled?: boolean;
}

/** The Billing section the three payment screens share: billing address, city, country and zip. */
export function BillingInputs({ field, errors, disabled }: BillingInputsProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Billing
      </Title>
      <TextInput
        label="Billing address"
        autoComplete="billing street-address"
        withAsterisk
        disabled={disabled}
        error={errors.billing_address?.message}
        {...field('billing_address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="City"
          autoComplete="billing address-level2"
          withAsterisk
          disabled={disabled}
          error={errors.city?.message}
          {...field('city')}
        />
        <TextInput
          label="Country"
          autoComplete="billing country-name"
          withAsterisk
          disabled={disabled}
          error={errors.country?.message}
          {...field('country')}
        />
        <TextInput
          label="Zip code"
          autoComplete="billing postal-code"
          withAsterisk
          disabled={disabled}
          error={errors.zip_code?.message}
          {...field('zip_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
