import type { Blog } from '@innkeep/contract/content';
import { formatDate } from '@innkeep/contract/dates';
import { parseUrlId } from '@innkeep/contract/page-meta';
import { Alert, Anchor, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { StaticHtml } from '../../../hydration/static-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type PageLoader, PageNotFound } from '../../../lib/page-loader.ts';
import { useSiteOrigin } from '../../../lib/site-origin.ts';
import { blogQuery, useBlog } from '../api/get-blog.ts';
import { BlogStays } from '../components/blog-stays.tsx';

// A post's text arrives rendered and stays as the server sent it (StaticHtml): react-markdown loads only when
// the browser renders a post itself.
const MarkdownText = lazyPart(() =>
  import('../../../components/markdown-text.tsx').then((m) => m.MarkdownText),
);

/** The server render's data: the post (an unknown one is a 404). */
export const loader: PageLoader = ({ params, client }) => {
  const id = parseUrlId(params.id);
  if (id === null) throw new PageNotFound();
  return client.ensureQueryData(blogQuery(id));
};

/** A post's head: an article, its picture for link previews, and the BlogPosting. */
function BlogHead({ blog }: { blog: Blog }) {
  const origin = useSiteOrigin();
  const canonical = `/blogs/${blog.id}`;
  const image =
    blog.image_kind === 'image' && blog.image_url ? new URL(blog.image_url, `${origin}/`).href : undefined;
  return (
    <PageMeta
      title={blog.title}
      description={blog.short_description}
      canonical={canonical}
      image={image}
      ogType="article"
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          description: blog.short_description,
          datePublished: blog.created_at,
          url: `${origin}${canonical}`,
          ...(image ? { image } : {}),
        },
      ]}
    />
  );
}

/** `/blogs/{id}`: a shareable blog post that also works on reload. */
export default function BlogPostPage() {
  const id = Number(useParams().id);
  const { data: blog, isPending, isError, error } = useBlog(id);
  const pageMeta = blog ? <BlogHead blog={blog} /> : <PageMeta />;

  const back = (
    <Anchor component={Link} to="/blogs" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> All posts
      </Group>
    </Anchor>
  );

  if (!Number.isInteger(id) || id <= 0 || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Container size="md" py="xl">
        <PageMeta notFound />
        <Stack>
          {back}
          <Title order={1}>Post not found</Title>
          <Text c="dimmed">This blog post does not exist or was removed.</Text>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      {pageMeta}
      <Stack gap="lg">
        {back}
        {isPending ? (
          <>
            <Skeleton height={40} width="70%" />
            <Skeleton height={320} radius="lg" />
          </>
        ) : isError ? (
          <Alert color="red" title="This post could not be loaded">
            {error.message}
          </Alert>
        ) : (
          <article>
            <Stack gap="md">
              <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
                {formatDate(blog.created_at.slice(0, 10))}
              </Text>
              <Title order={1}>{blog.title}</Title>
              <Text size="lg" c="dimmed">
                {blog.short_description}
              </Text>
              {blog.image_url && blog.image_kind === 'pdf' ? (
                <Anchor href={blog.image_url} target="_blank" rel="noopener">
                  <Group gap="xs">
                    <IconFileTypePdf size={20} aria-hidden />
                    Open the attached document (PDF)
                  </Group>
                </Anchor>
              ) : (
                blog.image_page_url && (
                  <Image
                    src={blog.image_page_url}
                    srcSet={blog.image_srcset || undefined}
                    sizes="(max-width: 62em) 100vw, 900px"
                    alt=""
                    radius="lg"
                    mah={480}
                    fit="cover"
                  />
                )
              )}
              <StaticHtml key={blog.id} fallback={<Skeleton height={240} />}>
                <MarkdownText>{blog.long_description}</MarkdownText>
              </StaticHtml>
            </Stack>
          </article>
        )}
        {blog?.city && blog.stays.length > 0 && <BlogStays city={blog.city} stays={blog.stays} />}
      </Stack>
    </Container>
  );
}
