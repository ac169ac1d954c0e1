import type { HostListingCard as HostListingCardData } from '@innkeep/contract/listings-reply';
import { formatPrice } from '@innkeep/contract/money';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListingPhotoCarousel } from './listing-photo-carousel.tsx';

interface HostListingCardProps {
  listing: HostListingCardData;
  onDelete: (listing: HostListingCardData) => void;
}

function priceText(listing: HostListingCardData): string | null {
  if (listing.price === null || !listing.currency_code) return null;
  return formatPrice(listing.price, listing.currency_code);
}

function addressText(listing: HostListingCardData): string {
  return listing.public_address || listing.address;
}

/** One card on /listings and /drafts: photos, type, price, name, address and the three actions. */
export function HostListingCard({ listing, onDelete }: HostListingCardProps) {
  const price = priceText(listing);
  const name = listing.external_listing_name;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        <ListingPhotoCarousel photos={listing.images} name={name} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" color={listing.property_type ? 'teal' : 'gray'}>
            {listing.property_type?.name ?? 'No property type'}
          </Badge>
          <Text fw={700} size="md">
            {price ? (
              <>
                {price}
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  / night
                </Text>
              </>
            ) : (
              <Text span size="sm" c="dimmed" fw={400}>
                No price yet
              </Text>
            )}
          </Text>
        </Group>
        <Title order={2} size="h5" lineClamp={2}>
          {name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {addressText(listing)}
        </Text>
        {listing.draft === 1 && (
          <Group gap={4} aria-label="Tags">
            <Text size="xs" fw={600} c="dimmed">
              Tags:
            </Text>
            {listing.tags.length === 0 ? (
              <Text size="xs" c="dimmed">
                none
              </Text>
            ) : (
              listing.tags.map((tag) => (
                <Badge key={tag.id} size="xs" variant="outline">
                  {tag.name}
                </Badge>
              ))
            )}
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={3} spacing={6} mt="md">
        <Button
          component={Link}
          to={`/listing_details/${listing.id}`}
          variant="light"
          size="xs"
          px={4}
          aria-label={`Details of ${name}`}
        >
          Details
        </Button>
        <Button
          component={Link}
          to={`/edit_listing/${listing.id}`}
          variant="light"
          size="xs"
          px={4}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          px={4}
          onClick={() => onDelete(listing)}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </SimpleGrid>
    </Card>
  );
}
