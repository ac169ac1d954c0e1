import type { Blog } from '@innkeep/contract/content';
import { formatDate } from '@innkeep/contract/dates';
import { AspectRatio, Card, Center, Image, Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A card is a column of a 1-4 column grid: the browser picks the smallest resized copy that fills it. */
export const CARD_SIZES = '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 320px';

/** A blog post teaser linking to its shareable page `/blogs/{id}`. `first` marks the card at the top of the page,
 * whose photo is the page's largest paint: it loads at once and first, the others when scrolled near. */
export function BlogCard({ blog, first = false }: { blog: Blog; first?: boolean }) {
  return (
    <Card
      component={Link}
      to={`/blogs/${blog.id}`}
      withBorder
      radius="lg"
      padding="md"
      h="100%"
      style={{ textDecoration: 'none' }}
      data-testid="blog-card"
    >
      <Card.Section>
        <AspectRatio ratio={16 / 10}>
          {blog.image_card_url && blog.image_kind !== 'pdf' ? (
            <Image
              src={blog.image_card_url}
              srcSet={blog.image_srcset || undefined}
              sizes={CARD_SIZES}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
              fit="cover"
            />
          ) : (
            <Center bg="brand.0">
              <IconNews size={36} stroke={1.4} color="var(--mantine-color-brand-7)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {formatDate(blog.created_at.slice(0, 10))}
        </Text>
        <Text fw={700} lineClamp={2} c="var(--mantine-color-text)">
          {blog.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {blog.short_description}
        </Text>
      </Stack>
    </Card>
  );
}
