import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useDrafts } from '../api/get-drafts.ts';
import { ListingCardGrid } from '../components/listing-card-grid.tsx';

/** `/drafts`: listings saved but not yet published. */
export default function DraftsPage() {
  const query = useDrafts();
  return (
    <Stack gap="lg">
      <PageMeta title="Drafts" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Drafts
          </Title>
          <Text c="dimmed" size="sm">
            Saved listings that guests cannot see yet. Open one to finish it and publish.
          </Text>
        </div>
        <Button component={Link} to="/create_listing" leftSection={<IconPlus size={18} aria-hidden />}>
          Create listing
        </Button>
      </Group>
      <ListingCardGrid
        listings={query.data}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        empty={{
          title: 'No Drafts',
          text: 'Save a listing as a draft to finish it later: only a name, a property type and an address are needed.',
        }}
      />
    </Stack>
  );
}
