import type { HostListingCard as HostListingCardData } from '@innkeep/contract/listings-reply';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHomePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { DeleteListingDialog } from './delete-listing-dialog.tsx';
import { HostListingCard } from './host-listing-card.tsx';

interface ListingCardGridProps {
  listings: HostListingCardData[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  empty: { title: string; text: string };
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** The card grid of /listings and /drafts with its loading, error and empty states and the delete dialog. */
export function ListingCardGrid({ listings, isPending, error, onRetry, empty }: ListingCardGridProps) {
  const [toDelete, setToDelete] = useState<HostListingCardData | null>(null);

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="sm">
            <Skeleton height={180} />
            <Skeleton height={14} mt="md" width="60%" />
            <Skeleton height={14} mt="xs" width="80%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (error || !listings) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Could not load" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (listings.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconHomePlus size={40} stroke={1.4} color="var(--mantine-color-teal-6)" aria-hidden />
          <Title order={2} size="h4">
            {empty.title}
          </Title>
          <Text c="dimmed" size="sm" maw={420}>
            {empty.text}
          </Text>
          <Button component={Link} to="/create_listing" leftSection={<IconHomePlus size={18} aria-hidden />}>
            Create your first listing
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid cols={GRID_COLS} spacing="md">
        {listings.map((listing) => (
          <HostListingCard key={listing.id} listing={listing} onDelete={setToDelete} />
        ))}
      </SimpleGrid>
      <DeleteListingDialog listing={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
