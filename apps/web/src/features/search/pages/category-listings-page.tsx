import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import type { PageLoader } from '../../../lib/page-loader.ts';
import { homeListingsQuery, useHomeListings } from '../api/get-home-listings.ts';
import { CategoryCards } from '../components/category-cards.tsx';

export const loader: PageLoader = ({ client }) => client.ensureQueryData(homeListingsQuery);

/**
 * The original `/category_listings` (docs/requirements/wire.md#R-W12) takes a category object in router state: it lands on the shareable
 * `/category/{slug}`. Opened without one (a bookmark, a reload), it lists every category.
 */
export default function CategoryListingsPage() {
  const state: unknown = useLocation().state;
  const slug =
    typeof state === 'object' && state !== null && 'slug' in state && typeof state.slug === 'string'
      ? state.slug
      : null;
  const { data, isPending, isError, error } = useHomeListings();
  if (slug) return <Navigate to={`/category/${encodeURIComponent(slug)}`} replace />;

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <PageMeta />
      <Stack gap="lg">
        <div>
          <Title order={1}>Discover your favorite new stay</Title>
          <Text c="dimmed" size="lg">
            Browse stays by kind of place.
          </Text>
        </div>
        {isPending ? (
          <Skeleton h={220} radius="lg" />
        ) : isError ? (
          <Alert color="red" title="Categories could not be loaded">
            {error.message}
          </Alert>
        ) : (
          <CategoryCards
            categories={data.groupedByCategory.map(({ category, image, listings }) => ({
              category,
              image,
              count: listings.length,
            }))}
          />
        )}
      </Stack>
    </Container>
  );
}
