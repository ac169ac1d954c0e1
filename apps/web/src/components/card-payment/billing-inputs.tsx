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
  const input = (name: BillingFieldName, label: string, autoComplete: string) => (
    <TextInput
      label={label}
      autoComplete={autoComplete}
      withAsterisk
      disabled={disabled}
      error={errors[name]?.message}
      {...field(name)}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Billing
      </Title>
      {input('billing_address', 'Billing address', 'billing street-address')}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {input('city', 'City', 'billing address-level2')}
        {input('country', 'Country', 'billing country-name')}
        {input('zip_code', 'Zip code', 'billing postal-code')}
      </SimpleGrid>
    </Stack>
  );
}
