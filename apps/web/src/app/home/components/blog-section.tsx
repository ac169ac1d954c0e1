import { Alert, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { useBlogs } from '../../../features/content/api/get-blogs.ts';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import blocks from './home-blocks.module.css';
import { HomeSection } from './home-section.tsx';
import { SectionPlaceholder } from './section-placeholder.tsx';

const HOME_BLOG_COUNT = 4;

// Below the first screen, in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const BlogCard = lazyPart(() =>
  import('../../../features/content/components/blog-card.tsx').then((m) => m.BlogCard),
);

/** The newest blog posts, with the way to all of them. */
export function BlogSection({ blogs }: { blogs: ReturnType<typeof useBlogs> }) {
  return (
    <HydrateOnView load={BlogCard.preload}>
      <HomeSection
        id="blog"
        title="From our blog"
        tinted
        action={
          <Link to="/blogs" className="plain-button" data-radius="sm" data-variant="subtle">
            View all
            <IconArrowRight size={16} aria-hidden />
          </Link>
        }
      >
        {blogs.isPending ? (
          <SectionPlaceholder />
        ) : blogs.isError ? (
          <Alert color="red">{blogs.error.message}</Alert>
        ) : blogs.data.length === 0 ? (
          <Text c="dimmed">No blog posts yet.</Text>
        ) : (
          <div className={blocks.blogGrid}>
            {blogs.data.slice(0, HOME_BLOG_COUNT).map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </div>
        )}
      </HomeSection>
    </HydrateOnView>
  );
}
