import { CLEANLINESS_STATUSES } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { Checkbox, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useLookupOptions } from '../hooks/use-lookup-options.ts';
import { FormSelect, FormTextarea, FormTextInput } from './form-fields.tsx';

const CLEANLINESS_OPTIONS = CLEANLINESS_STATUSES.map((s) => ({ value: s, label: s }));

export function AdditionalInfoTab() {
  const times = useLookupOptions('times');
  const { control } = useFormContext<ListingFormValues>();
  const checks = useController({ control, name: 'additional_info_checked' });
  const setCheck = (key: 'auto_door_code' | 'phone_based_door_code', on: boolean) =>
    checks.field.onChange({ ...checks.field.value, [key]: on });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <FormSelect
          name="check_in_time_start"
          label="Check in time start"
          data={times.options}
          withAsterisk
          searchable
        />
        <FormSelect
          name="check_in_time_end"
          label="Check in time end"
          data={times.options}
          withAsterisk
          searchable
        />
        <FormSelect
          name="check_out_time"
          label="Check out time"
          data={times.options}
          withAsterisk
          searchable
        />
      </SimpleGrid>
      <Divider label="Access" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="door_code" label="Door code" maxLength={50} autoComplete="off" />
        <FormTextInput name="key_pickup" label="Key pickup" maxLength={2000} />
        <FormTextInput name="wi_fi_username" label="Wi-Fi username" maxLength={200} autoComplete="off" />
        <FormTextInput name="wi_fi_password" label="Wi-Fi password" maxLength={200} autoComplete="off" />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label="Automatically generate a door code"
          checked={checks.field.value.auto_door_code}
          onChange={(e) => setCheck('auto_door_code', e.currentTarget.checked)}
        />
        <Checkbox
          label="Use a door code based on the guest's phone number"
          checked={checks.field.value.phone_based_door_code}
          onChange={(e) => setCheck('phone_based_door_code', e.currentTarget.checked)}
        />
      </Group>
      <Divider label="House" labelPosition="left" />
      <FormTextarea name="house_rules" label="House rules" maxLength={10_000} />
      <FormTextarea name="house_manual" label="House manual" maxLength={10_000} />
      <FormTextarea name="special_instruction" label="Special instruction" minRows={2} maxLength={5000} />
      {/* Beds are stated once, on Bed types (decision 0094): the old free-text bed_type travels unseen. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          name="listings_cleanliness_status"
          label="Cleanliness status"
          data={CLEANLINESS_OPTIONS}
          clearable={false}
          allowDeselect={false}
        />
      </SimpleGrid>
      <FormTextarea name="cleaning_instruction" label="Cleaning instruction" minRows={2} maxLength={5000} />
    </Stack>
  );
}
