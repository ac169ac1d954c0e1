import { arrivalFeeNote } from '@innkeep/contract/fees-on-arrival';
import { formatPrice } from '@innkeep/contract/money';
import { perNightText } from '@innkeep/contract/per-night';
import type { ListingCard as ListingCardData } from '@innkeep/contract/search';
import { AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhotoOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { RatingSummary } from '../../../components/stay-review.tsx';
import { searchOriginOf } from '../../../lib/search-origin.ts';

interface ListingCardProps {
  listing: ListingCardData;
  /** Carried to the stay page so its calendar opens on the searched stay. */
  stay?: { start: string | null; end: string | null; guests: number };
  /** The `sizes` attribute for the photo: how wide the card is drawn. */
  sizes?: string;
}

export function stayHref(id: number, stay?: ListingCardProps['stay']): string {
  const params = new URLSearchParams();
  if (stay?.start && stay.end) {
    params.set('start', stay.start);
    params.set('end', stay.end);
  }
  if (stay && stay.guests > 0) params.set('guests', String(stay.guests));
  const qs = params.toString();
  return qs ? `/stays/${id}?${qs}` : `/stays/${id}`;
}

/** One public listing: photo, name, public address, what a night costs (the searched stay's, else "from"), and the stay total. */
export function ListingCard({ listing, stay, sizes = '(max-width: 36em) 85vw, 320px' }: ListingCardProps) {
  const location = useLocation();
  const photo = listing.images[0];
  const night = perNightText(listing.per_night, listing.currency_code, listing.currency_symbol);
  const address = listing.public_address || [listing.city, listing.country].filter(Boolean).join(', ');
  return (
    <Card
      data-testid="listing-card"
      component={Link}
      to={stayHref(listing.id, stay)}
      state={searchOriginOf(location)}
      withBorder
      radius="lg"
      padding="md"
      h="100%"
      style={{ textDecoration: 'none' }}
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          {photo ? (
            <Image
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes={sizes}
              loading="lazy"
              decoding="async"
              alt=""
              fit="cover"
            />
          ) : (
            <Center bg="gray.1">
              <IconPhotoOff size={32} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
        {listing.property_type && (
          <Badge pos="absolute" top={12} left={12} variant="white" c="dark" radius="sm">
            {listing.property_type.name}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1} c="var(--mantine-color-text)">
            {listing.external_listing_name}
          </Text>
          <RatingSummary average={listing.rating_average} count={listing.rating_count} size="xs" compact />
        </Group>
        {address && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" lineClamp={1}>
              {address}
            </Text>
          </Group>
        )}
        <Group gap={6} align="baseline" mt="auto">
          <Text fw={800} size="lg" c="var(--mantine-color-text)">
            {night.price}
          </Text>
          <Text size="sm" c="dimmed">
            {night.caption}
          </Text>
        </Group>
        {night.range && (
          <Text size="xs" c="dimmed">
            {night.range}
          </Text>
        )}
        {listing.total_price !== null && listing.nights_count !== null && (
          <Text size="sm" c="dimmed">
            {formatPrice(listing.total_price, listing.currency_code, listing.currency_symbol)} for{' '}
            {listing.nights_count} {listing.nights_count === 1 ? 'night' : 'nights'}
          </Text>
        )}
        {listing.total_price !== null &&
          listing.paid_on_arrival.map((fee) => (
            <Text key={fee.key} size="xs" c="dimmed" data-testid="arrival-fee">
              {arrivalFeeNote(
                fee.label,
                formatPrice(fee.amount, listing.currency_code, listing.currency_symbol),
              )}
            </Text>
          ))}
      </Stack>
    </Card>
  );
}
