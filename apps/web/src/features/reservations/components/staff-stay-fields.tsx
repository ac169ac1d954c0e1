import { addDays, formatDate } from '@innkeep/contract/dates';
import { MAX_BOOKING_GUESTS } from '@innkeep/contract/messages';
import { NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { useMyListingOptions } from '../../../api/listings.ts';
import type { StaffData, StaffValues } from './staff-form.ts';

/** The stay the host reserves: one of their listings, the dates (check-out after check-in) and the guests. */
export function StaffStayFields({
  form,
  listings,
  start,
  today,
}: {
  form: UseFormReturn<StaffValues, unknown, StaffData>;
  listings: ReturnType<typeof useMyListingOptions>;
  /** The chosen check-in, so check-out starts the day after. */
  start: string | undefined;
  today: string;
}) {
  const { errors } = form.formState;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Stay
      </Title>
      <Controller
        control={form.control}
        name="listing_id"
        render={({ field }) => (
          <Select
            label="Listing"
            placeholder={listings.isPending ? 'Loading your listings…' : 'Choose a listing'}
            data={listings.data ?? []}
            value={field.value === '' || field.value == null ? null : String(field.value)}
            onChange={(value) => field.onChange(value ?? '')}
            searchable
            nothingFoundMessage="No listing with that name"
            withAsterisk
            error={errors.listing_id?.message ?? (listings.isError ? listings.error.message : undefined)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Controller
          control={form.control}
          name="start_date"
          render={({ field }) => (
            <StayDateInput
              label="Check in"
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? '');
                const end = form.getValues('end_date');
                if (value && end && end <= value) form.setValue('end_date', '');
              }}
              minDate={today}
              error={errors.start_date?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="end_date"
          render={({ field }) => (
            <StayDateInput
              label="Check out"
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              minDate={start ? addDays(start, 1) : addDays(today, 1)}
              error={errors.end_date?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="guests"
          render={({ field }) => (
            // 0 or 150 stays as typed, never cut to 1 or 100 on blur: the form's schema refuses it with the range.
            <NumberInput
              label="Guests"
              min={1}
              max={MAX_BOOKING_GUESTS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={field.value as number | string}
              onChange={field.onChange}
              withAsterisk
              error={errors.guests?.message}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** One end of the stay: a required date, shown and read out as the rest of the app writes dates. */
function StayDateInput({
  label,
  value,
  onChange,
  minDate,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  minDate: string;
  error: string | undefined;
}) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Pick a date"
      value={value || null}
      onChange={onChange}
      minDate={minDate}
      valueFormat="MMM D, YYYY"
      getDayAriaLabel={formatDate}
      leftSection={<IconCalendar size={18} aria-hidden />}
      withAsterisk
      error={error}
    />
  );
}
