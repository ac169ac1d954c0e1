import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyListings } from '../../../api/listings.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ListingCardGrid } from '../components/listing-card-grid.tsx';

/** `/listings`: the host's published listings. */
export default function ListingsPage() {
  const query = useMyListings();
  return (
    <Stack gap="lg">
      <PageMeta title="Listings" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Listings
          </Title>
          <Text c="dimmed" size="sm">
            Published listings guests can find and book.
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
          title: 'No published listings yet',
          text: 'Create a listing, add photos, prices and bed types, then publish it so guests can book. Drafts you save appear under Drafts.',
        }}
      />
    </Stack>
  );
}
