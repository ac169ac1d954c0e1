import { hostListingToFormValues, withGapRuleDefaults } from '@innkeep/contract/listings-form';
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useListing } from '../api/get-listing.ts';
import { useLookupListsSettled } from '../api/get-lookup-list.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { ListingNotAvailable } from '../components/listing-not-available.tsx';

/** `/edit_listing/{id}`: the form filled with everything as saved. */
export default function EditListingPage() {
  const pageMeta = <PageMeta title="Edit listing" />;
  const id = Number(useParams().id);
  const query = useListing(id);
  // The form waits for its selects' lists too: saved values would show as raw ids for a moment.
  const listsSettled = useLookupListsSettled();
  const initialValues = useMemo(
    () => (query.data ? withGapRuleDefaults(hostListingToFormValues(query.data)) : null),
    [query.data],
  );

  if (!Number.isInteger(id) || id <= 0 || query.error) {
    return <ListingNotAvailable pageMeta={pageMeta} message={query.error?.message} />;
  }
  if (!query.data || !initialValues || !listsSettled) {
    return (
      <Stack aria-busy="true" aria-label="Loading">
        {pageMeta}
        <Skeleton height={32} width="40%" />
        <Skeleton height={44} />
        <Skeleton height={360} />
      </Stack>
    );
  }
  const published = query.data.draft === 0;
  return (
    <Stack gap="md">
      {pageMeta}
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            Edit listing
          </Title>
          <Badge color={published ? 'teal' : 'gray'}>{published ? 'Published' : 'Draft'}</Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {query.data.external_listing_name}
        </Text>
      </div>
      {/* Keyed by id and save time so a refetch after saving starts a fresh form. */}
      <ListingForm
        key={`${id}-${query.data.updated_at}`}
        initialValues={initialValues}
        listingId={id}
        published={published}
      />
    </Stack>
  );
}
