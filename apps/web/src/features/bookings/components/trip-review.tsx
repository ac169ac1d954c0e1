import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { useStayReview } from '../api/stay-review.ts';
import { TripSection } from './trip-sections.tsx';

// The review and its form (stars, the review's rules): loaded once the stay's review state says there is one to
// show, which is only after check-out.
const TripReviewBody = lazyPart(() => import('./trip-review-body.tsx').then((m) => m.TripReviewBody));

/**
 * The trip page's review (decision 0044): after check-out a paid stay's guest rates it and says a few words,
 * once; then the page shows what they wrote. `/reservation/{hash}#review` (the review request's link) scrolls here.
 */
export function TripReview({ hash, listingName }: { hash: string; listingName: string }) {
  const state = useStayReview(hash);
  const anchor = useRef<HTMLDivElement>(null);
  const shown = state.data && (state.data.may_review || state.data.review);

  useEffect(() => {
    if (shown && window.location.hash === '#review') anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);

  if (!state.data || !shown) return null;
  const { review } = state.data;
  return (
    <div id="review" ref={anchor} style={{ scrollMarginTop: 16 }}>
      <TripSection id="review" title={review ? 'Your review' : `How was your stay at ${listingName}?`}>
        <Suspense
          fallback={
            <Center mih={120}>
              <Loader size="sm" aria-label="Loading your review" />
            </Center>
          }
        >
          <TripReviewBody hash={hash} review={review} visible={state.data.review_visible} />
        </Suspense>
      </TripSection>
    </div>
  );
}
