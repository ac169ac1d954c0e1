import type { PublicListing } from '@innkeep/contract/search';
import { Fragment } from 'react';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { StayReviewItem } from '../../../components/stay-review.tsx';
import { StaySection } from './stay-section.tsx';
import classes from './stay-sections.module.css';

/** The stay page's reviews (decision 0044): only from guests with a paid stay, newest first. */
export function StayReviews({ stay }: { stay: PublicListing }) {
  const reviews = stay.reviews ?? [];
  return (
    <StaySection name="reviews" title="Reviews" anchor="reviews">
      {reviews.length === 0 ? (
        <p className={`${classes.text} text-dimmed`}>
          No reviews yet. Only guests who stayed and paid here can review it, after their check-out.
        </p>
      ) : (
        <>
          <RatingSummary average={stay.rating_average} count={stay.rating_count} size="md" />
          <p className={`${classes.text} text-dimmed text-sm`}>
            Every review comes from a guest's paid stay here.
          </p>
          <div className={classes.reviews}>
            {reviews.map((r, i) => (
              <Fragment key={r.id}>
                {i > 0 && <hr className={classes.divider} />}
                <StayReviewItem review={r} />
              </Fragment>
            ))}
          </div>
        </>
      )}
    </StaySection>
  );
}
