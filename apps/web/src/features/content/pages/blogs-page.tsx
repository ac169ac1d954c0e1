import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta.tsx';
import type { PageLoader } from '../../../lib/page-loader.ts';
import { blogsQuery, useBlogs } from '../api/get-blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';

export const loader: PageLoader = ({ client }) => client.ensureQueryData(blogsQuery);

export default function BlogsPage() {
  const { data, isPending, isError, error } = useBlogs();

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <PageMeta />
      <Stack gap="xs" mb="xl">
        <Title order={1}>Blog</Title>
        <Text c="dimmed" size="lg">
          Travel ideas, hosting tips and news from Innkeep.
        </Text>
      </Stack>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Alert color="red" title="The blog could not be loaded">
          {error.message}
        </Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed">No blog posts yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {data.map((blog, index) => (
            <BlogCard key={blog.id} blog={blog} first={index === 0} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
