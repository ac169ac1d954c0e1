import { currencySymbol } from '@innkeep/contract/currency-symbols';
import { DEPOSIT_HOST_TEXT } from '@innkeep/contract/deposit';
import { LISTING_RANGES } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { inputDigits } from '@innkeep/contract/money';
import { EXCLUDABLE_FEE_KEYS, FEE_LABELS } from '@innkeep/contract/pricing';
import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CurrencySelect } from './currency-select.tsx';
import { FormNumberInput } from './form-fields.tsx';
import { TaxesEditor } from './taxes-editor.tsx';

export function PriceTab() {
  const { control } = useFormContext<ListingFormValues>();
  const currency = useWatch({ control, name: 'currency_code' });
  const symbol = typeof currency === 'string' && currency ? currencySymbol(currency) : '';
  const prefix = symbol ? `${symbol} ` : undefined;
  const excluded = useController({ control, name: 'excluded_fees' });
  // The decimals a host may type in the currency (JPY and ISK none, KWD two as its last digit is 0).
  const decimalScale = typeof currency === 'string' && currency ? inputDigits(currency) : 2;
  const money = { min: 0, decimalScale, thousandSeparator: ',', prefix, hideControls: true } as const;
  const percent = { suffix: ' %', ...LISTING_RANGES.discount_percent, allowDecimal: false } as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencySelect />
        <FormNumberInput name="price" label="Price per night" withAsterisk {...money} />
        <FormNumberInput
          name="weekend_price"
          label="Weekend price (per night)"
          description="Friday and Saturday nights; leave empty for the price per night"
          {...money}
        />
        <FormNumberInput
          name="price_fo_extra_person"
          label="Price for extra person (per night)"
          withAsterisk
          {...money}
        />
        <FormNumberInput
          name="guests_included"
          label="Guests included"
          description="Guests above this number pay the extra person price"
          withAsterisk
          {...LISTING_RANGES.guests_included}
          allowDecimal={false}
        />
        <FormNumberInput name="cleaning_fee" label="Cleaning fee" {...money} />
        <FormNumberInput
          name="refundable_damage_deposit"
          label="Refundable damage deposit"
          description={DEPOSIT_HOST_TEXT}
          {...money}
        />
        <FormNumberInput
          name="weekly_discount"
          label="Weekly discount"
          description="From 7 nights"
          {...percent}
        />
        <FormNumberInput
          name="monthly_discount"
          label="Monthly discount"
          description="From 28 nights, instead of the weekly one"
          {...percent}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Exclude from reservation sum"
        description="Shown to guests but not added to the total price"
        value={excluded.field.value}
        onChange={excluded.field.onChange}
        error={excluded.fieldState.error?.message}
      >
        <Group mt="xs">
          {EXCLUDABLE_FEE_KEYS.map((key) => (
            <Checkbox key={key} value={key} label={FEE_LABELS[key]} />
          ))}
        </Group>
      </Checkbox.Group>
      <TaxesEditor money={{ decimalScale, prefix }} />
    </Stack>
  );
}
