import { emptyListingFormValues, withGapRuleDefaults } from '@innkeep/contract/listings-form';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ListingForm } from '../components/listing-form.tsx';

/** `/create_listing`. */
export default function CreateListingPage() {
  const [initialValues] = useState(() => withGapRuleDefaults(emptyListingFormValues()));
  return (
    <Stack gap="md">
      <PageMeta title="Create listing" />
      <div>
        <Title order={1} size="h2">
          Create listing
        </Title>
        <Text c="dimmed" size="sm">
          Save a draft at any time; publish when every required field is filled.
        </Text>
      </div>
      <ListingForm initialValues={initialValues} />
    </Stack>
  );
}
