import { categoryPage } from '@innkeep/contract/page-meta';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { PageLoader } from '../../../lib/page-loader.ts';
import { categoryListingsQuery, useCategoryListings } from '../api/get-category-listings.ts';
import { ListingCard } from '../components/listing-card.tsx';

/** The server render's data: the category's first page (an unknown category is a 404). */
export const loader: PageLoader = ({ params, client }) =>
  client.ensureQueryData(categoryListingsQuery(params.slug ?? ''));

/** `/category/{slug}`: every published stay of one category (property type), shareable and reloadable. */
export default function CategoryPage() {
  const slug = useParams().slug ?? '';
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isPlaceholderData } = useCategoryListings(slug, page);
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) : 1;

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      {data ? (
        <PageMeta
          {...categoryPage(data.category.name)}
          canonical={`/category/${encodeURIComponent(data.category.slug)}`}
        />
      ) : (
        <PageMeta notFound={isApiError(error) && error.status === 404} />
      )}
      <Stack gap="lg">
        <Anchor component={Link} to="/category_listings" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden /> All categories
          </Group>
        </Anchor>
        {isError ? (
          isApiError(error) && error.status === 404 ? (
            <Stack>
              <Title order={1}>Category not found</Title>
              <Text c="dimmed">There is no category called “{slug}”.</Text>
            </Stack>
          ) : (
            <Alert color="red" title="This category could not be loaded">
              {error.message}
            </Alert>
          )
        ) : isPending ? (
          <>
            <Skeleton h={36} w={240} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={320} radius="lg" />
              ))}
            </SimpleGrid>
          </>
        ) : (
          <>
            <div>
              <Title order={1}>{data.category.name}</Title>
              <Text c="dimmed">{data.meta.total === 1 ? '1 stay' : `${data.meta.total} stays`}</Text>
            </div>
            {data.data.length === 0 ? (
              <Text c="dimmed">No listings found. Please try a different search.</Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
                spacing="lg"
                style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
              >
                {data.data.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} sizes="(max-width: 36em) 100vw, 300px" />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 && (
              <Group justify="center">
                <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <Text size="sm">
                  Page {page} of {pages}
                </Text>
                <Button variant="default" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
