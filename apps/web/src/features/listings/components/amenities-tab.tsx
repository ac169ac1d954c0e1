import { AMENITIES } from '@innkeep/contract/amenities';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';

export function AmenitiesTab() {
  const { control } = useFormContext<ListingFormValues>();
  const { field } = useController({ control, name: 'amenities' });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} mb="sm">
        What guests can use
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {AMENITIES.map(({ field: key, label }) => (
          <Checkbox
            key={key}
            label={label}
            checked={field.value[key]}
            onChange={(e) => field.onChange({ ...field.value, [key]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}
