import type { HostListingCard } from '@innkeep/contract/listings-reply';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ListingCardGrid } from './listing-card-grid.tsx';

interface ListingsOverviewProps {
  title: string;
  intro: string;
  query: UseQueryResult<HostListingCard[]>;
  empty: { title: string; text: string };
}

/** The whole of /listings and /drafts: a heading with "Create listing", then the host's cards. */
export function ListingsOverview({ title, intro, query, empty }: ListingsOverviewProps) {
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
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
        empty={empty}
      />
    </Stack>
  );
}
