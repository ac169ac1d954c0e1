import { perNightText } from '@innkeep/contract/per-night';
import type { ListingCard } from '@innkeep/contract/search';
import { AspectRatio, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

interface BlogStaysProps {
  city: string;
  stays: readonly ListingCard[];
}

/**
 * The end of a post that names a city: a few published stays there, each a link to its stay page
 * (docs/requirements/public.md#R-P11, decision 0106).
 */
export function BlogStays({ city, stays }: BlogStaysProps) {
  if (stays.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="blog-stays-title" data-testid="blog-stays">
      <Title order={2} id="blog-stays-title" size="h3">
        Stays in {city}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        {stays.map((stay) => {
          const photo = stay.images[0];
          const night = perNightText(stay.per_night, stay.currency_code, stay.currency_symbol);
          return (
            <Card
              key={stay.id}
              component={Link}
              to={`/stays/${stay.id}`}
              withBorder
              radius="lg"
              padding="sm"
              style={{ textDecoration: 'none' }}
              data-testid="blog-stay"
            >
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  {photo ? (
                    <Image
                      src={photo.url}
                      srcSet={photo.srcset || undefined}
                      sizes="(max-width: 36em) 100vw, 280px"
                      loading="lazy"
                      decoding="async"
                      alt=""
                      fit="cover"
                    />
                  ) : (
                    <Stack align="center" justify="center" bg="gray.1" aria-hidden>
                      <IconHome size={32} />
                    </Stack>
                  )}
                </AspectRatio>
              </Card.Section>
              <Text fw={600} mt="sm" lineClamp={2}>
                {stay.external_listing_name}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  {night.price}
                </Text>{' '}
                <Text span c="dimmed">
                  {night.caption}
                </Text>
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
