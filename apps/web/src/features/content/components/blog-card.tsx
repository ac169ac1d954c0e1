import type { Blog } from '@innkeep/contract/content';
import { formatDate } from '@innkeep/contract/dates';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A card is a column of a 1-4 column grid: the browser picks the smallest resized copy that fills it. */
export const CARD_SIZES = '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 320px';

// Styled by ./blog-card.css, components/photo-card.css and components/text.css, which app/part-styles.css puts in the entry's stylesheet.
/** A blog post teaser linking to its shareable page `/blogs/{id}`. `first` marks the card at the top of the page,
 * whose photo is the page's largest paint: it loads at once and first, the others when scrolled near. */
export function BlogCard({ blog, first = false }: { blog: Blog; first?: boolean }) {
  return (
    <Link to={`/blogs/${blog.id}`} className="photo-card" data-testid="blog-card">
      <div className="photo-card-photo">
        {blog.image_card_url && blog.image_kind !== 'pdf' ? (
          <img
            className="photo-card-image blog-card-image"
            src={blog.image_card_url}
            srcSet={blog.image_srcset || undefined}
            sizes={CARD_SIZES}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className="photo-card-no-image blog-card-image blog-card-no-image">
            <IconNews size={36} stroke={1.4} color="var(--mantine-color-brand-7)" aria-hidden />
          </div>
        )}
      </div>
      <div className="photo-card-body">
        <p className="text-xs text-dimmed blog-card-date">{formatDate(blog.created_at.slice(0, 10))}</p>
        <p className="photo-card-title photo-card-clamp2">{blog.title}</p>
        <p className="text-sm text-dimmed photo-card-clamp3">{blog.short_description}</p>
      </div>
    </Link>
  );
}
