import type { Blog } from '@innkeep/contract/content';
import { formatDate } from '@innkeep/contract/dates';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import card from '../../../components/photo-card.module.css';
import classes from './blog-card.module.css';

/** A card is a column of a 1-4 column grid: the browser picks the smallest resized copy that fills it. */
export const CARD_SIZES = '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 320px';

/** A blog post teaser linking to its shareable page `/blogs/{id}`. `first` marks the card at the top of the page,
 * whose photo is the page's largest paint: it loads at once and first, the others when scrolled near. */
export function BlogCard({ blog, first = false }: { blog: Blog; first?: boolean }) {
  return (
    <Link to={`/blogs/${blog.id}`} className={card.card} data-testid="blog-card">
      <div className={card.photo}>
        {blog.image_card_url && blog.image_kind !== 'pdf' ? (
          <img
            className={`${card.image} ${classes.image}`}
            src={blog.image_card_url}
            srcSet={blog.image_srcset || undefined}
            sizes={CARD_SIZES}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={`${card.noImage} ${classes.image} ${classes.noImage}`}>
            <IconNews size={36} stroke={1.4} color="var(--mantine-color-brand-7)" aria-hidden />
          </div>
        )}
      </div>
      <div className={card.body}>
        <p className={`${card.xsmall} ${card.dimmed} ${classes.date}`}>
          {formatDate(blog.created_at.slice(0, 10))}
        </p>
        <p className={`${card.title} ${card.clamp2}`}>{blog.title}</p>
        <p className={`${card.small} ${card.dimmed} ${card.clamp3}`}>{blog.short_description}</p>
      </div>
    </Link>
  );
}
