import type { HostListing } from '@innkeep/contract/listings-reply';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { addressLine } from './listing-details-text.ts';

/** The listing's name (a draft says so) and address, with its public page and Edit. */
export function ListingDetailsHeader({ listing }: { listing: HostListing }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Title order={1} size="h2">
            {listing.external_listing_name}
          </Title>
          {listing.draft === 1 && <Badge color="gray">Draft</Badge>}
        </Group>
        <Text c="dimmed">{addressLine(listing.address)}</Text>
      </div>
      <Group gap="xs">
        {/* The public page exists only once the listing is published (docs/requirements/host.md#R-H22). */}
        {listing.draft === 0 ? (
          <Button
            component={Link}
            to={`/stays/${listing.id}`}
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            View on the site
          </Button>
        ) : null}
        <Button
          component={Link}
          to={`/edit_listing/${listing.id}`}
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          Edit
        </Button>
      </Group>
    </Group>
  );
}
