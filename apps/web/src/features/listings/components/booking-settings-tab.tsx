import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
} from '@innkeep/contract/cancellation';
import { isIsoDate } from '@innkeep/contract/dates';
import { LISTING_RANGES } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DateSettings } from '../../../components/date-settings.tsx';
import { FormNumberInput, FormSelect, useScalar } from './form-fields.tsx';
import { type PolicyPrices, policyTerms } from './policy-terms.ts';

/** The three policies, each with its one-line summary under it in the list (decision 0023). */
const POLICY_OPTIONS = CANCELLATION_POLICIES.map((p) => ({ value: p, label: CANCELLATION_POLICY_LABELS[p] }));

/** Accepts `2026-06-01` as typed, or anything the browser reads as a date (`Jun 1, 2026`). */
function parseDate(input: string): string | null {
  const text = input.trim();
  if (isIsoDate(text)) return text;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`;
}

function FormDate({
  name,
  label,
}: {
  name: 'allow_gaps_between_start' | 'allow_gaps_between_end';
  label: string;
}) {
  const { field, bound } = useScalar(name);
  const value = isIsoDate(field.value) ? field.value : null;
  return (
    <DateSettings>
      <DateInput
        label={label}
        withAsterisk
        clearable
        valueFormat="MMM D, YYYY"
        dateParser={parseDate}
        placeholder="e.g. Jun 1, 2026"
        value={value}
        onChange={(v) => field.onChange(v ?? '')}
        {...bound}
        popoverProps={{ withinPortal: true }}
      />
    </DateSettings>
  );
}

export function BookingSettingsTab() {
  const { control } = useFormContext<ListingFormValues>();
  const gapNights = useController({ control, name: 'enable_reservations_for_gap_nights' });
  const whole = { min: 0, allowDecimal: false, allowNegative: false } as const;
  const chosen = useWatch({ control, name: 'cancellation_policy' });
  const policyValue = isCancellationPolicy(chosen) ? chosen : DEFAULT_CANCELLATION_POLICY;
  // The summaries follow the Price & fees tab as the host fills it in: its currency, cleaning fee and taxes.
  const [currency, cleaningFee, excludedFees, taxes] = useWatch({
    control,
    name: ['currency_code', 'cleaning_fee', 'excluded_fees', 'taxes'],
  });
  const prices: PolicyPrices = {
    currency,
    cleaningFee,
    excludedFees: excludedFees ?? [],
    taxes: taxes ?? [],
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormNumberInput
          name="minimum_nights"
          label="Minimum nights"
          withAsterisk
          {...whole}
          {...LISTING_RANGES.minimum_nights}
        />
        <FormNumberInput
          name="maximum_nights"
          label="Maximum nights"
          withAsterisk
          {...whole}
          {...LISTING_RANGES.maximum_nights}
        />
      </SimpleGrid>
      <Switch
        label="Enable reservations for gap nights"
        description="Allow a stay shorter than the minimum when it exactly fills the gap between two stays"
        checked={gapNights.field.value}
        onChange={(e) => gapNights.field.onChange(e.currentTarget.checked)}
      />
      <FormNumberInput
        name="smallest_allowed_gap"
        label="Smallest allowed gap"
        description="Nights; a stay may not leave a shorter free gap next to another stay"
        withAsterisk
        {...whole}
        {...LISTING_RANGES.smallest_allowed_gap}
      />
      <Text size="sm" fw={500} mb={-8}>
        The gap rule applies to stays between these dates
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormDate name="allow_gaps_between_start" label="Allow gaps between start" />
        <FormDate name="allow_gaps_between_end" label="Allow gaps between end" />
      </SimpleGrid>
      <FormSelect
        name="cancellation_policy"
        label="Cancellation policy"
        description="What a guest gets back on cancelling; you always refund in full when you cancel"
        data={POLICY_OPTIONS}
        clearable={false}
        allowDeselect={false}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {policyTerms(option.value as CancellationPolicy, prices)}
            </Text>
          </Stack>
        )}
      />
      <Text size="xs" c="dimmed" mt={-8} data-testid="policy-summary">
        {policyTerms(policyValue, prices)}
      </Text>
    </Stack>
  );
}
