import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLookupOptions } from '../hooks/use-lookup-options.ts';
import { FormSelect, FormTagsSelect, FormTextarea, FormTextInput } from './form-fields.tsx';

export function BasicInfoTab() {
  const propertyTypes = useLookupOptions('property-types');
  const roomTypes = useLookupOptions('room-types');
  const bathroomTypes = useLookupOptions('bathroom-types');
  const tags = useLookupOptions('tags');
  const capacities = useLookupOptions('person-capacities');
  const bedrooms = useLookupOptions('number-of-bedrooms');
  const beds = useLookupOptions('number-of-beds');
  const bathrooms = useLookupOptions('number-of-bathrooms');
  const guestBathrooms = useLookupOptions('number-of-guest-bathrooms');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Fields marked * are needed to save a draft. Room type and bathroom type are also needed to publish.
      </Text>
      <FormTextInput
        name="external_listing_name"
        label="External listing name"
        description="The name guests see"
        withAsterisk
        maxLength={200}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          name="property_type_id"
          label="Property type"
          data={propertyTypes.options}
          numeric
          withAsterisk
          searchable
        />
        <FormSelect name="room_type_id" label="Room type" data={roomTypes.options} numeric />
        <FormSelect name="person_capacity" label="Person capacity" data={capacities.options} numeric />
        <FormTagsSelect label="Tags" data={tags.options} />
      </SimpleGrid>
      <FormTextarea name="description" label="Description" minRows={4} maxLength={10_000} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <FormSelect name="number_of_bedrooms" label="Number of bedrooms" data={bedrooms.options} numeric />
        <FormSelect
          name="number_of_beds"
          label="Number of beds"
          description="The total of the Bed types list; blank takes it"
          data={beds.options}
          numeric
        />
        <FormSelect
          name="number_of_bathrooms"
          label="Number of bathrooms"
          description="A half bathroom (toilet and basin) counts 0.5"
          data={bathrooms.options}
          numeric
        />
        <FormSelect name="bathroom_type_id" label="Bathroom type" data={bathroomTypes.options} numeric />
        <FormSelect
          name="number_of_guest_bathrooms"
          label="Number of guest bathrooms"
          data={guestBathrooms.options}
          numeric
        />
      </SimpleGrid>
    </Stack>
  );
}
