import { Alert, Text } from '@mantine/core';
import type { useReviews } from '../../../features/content/api/get-reviews.ts';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { HomeSection } from './home-section.tsx';
import { SectionPlaceholder } from './section-placeholder.tsx';

// Below the first screen, in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const ReviewsCarousel = lazyPart(() =>
  import('../../../features/content/components/reviews-carousel.tsx').then((m) => m.ReviewsCarousel),
);

/** What guests say about the site, in a carousel. */
export function ReviewsSection({ reviews }: { reviews: ReturnType<typeof useReviews> }) {
  return (
    <HydrateOnView load={ReviewsCarousel.preload}>
      <HomeSection id="reviews" title="What guests say" tinted>
        {reviews.isPending ? (
          <SectionPlaceholder height={200} />
        ) : reviews.isError ? (
          <Alert color="red">{reviews.error.message}</Alert>
        ) : reviews.data.length === 0 ? (
          <Text c="dimmed">No reviews yet.</Text>
        ) : (
          <ReviewsCarousel reviews={reviews.data} />
        )}
      </HomeSection>
    </HydrateOnView>
  );
}
