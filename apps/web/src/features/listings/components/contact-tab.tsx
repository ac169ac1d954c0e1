import { SimpleGrid, Stack, Text } from '@mantine/core';
import { FormPhoneInput, FormTextarea, FormTextInput } from './form-fields.tsx';

export function ContactTab() {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Who to contact about this listing and whom to invoice. Nothing here is required and guests never see
        it.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="contact_name" label="Contact name" autoComplete="given-name" maxLength={100} />
        <FormTextInput
          name="contact_surname"
          label="Contact surname"
          autoComplete="family-name"
          maxLength={100}
        />
        <FormPhoneInput name="phone_number" label="Phone number" maxLength={20} />
        <FormPhoneInput name="second_phone_number" label="Second phone number" maxLength={20} />
        <FormTextInput
          name="contact_email"
          label="Contact email"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <FormTextInput name="contact_language" label="Contact language" maxLength={50} />
        <FormTextInput name="tax_id" label="Tax id" maxLength={50} />
      </SimpleGrid>
      <FormTextarea name="contact_address" label="Contact address" minRows={2} maxLength={500} />
    </Stack>
  );
}
