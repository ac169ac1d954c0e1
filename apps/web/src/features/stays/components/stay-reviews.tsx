import type { PublicListing } from '@innkeep/contract/search';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { RatingSummary, StayReviewItem } from '../../../components/stay-review.tsx';

/** The stay page's reviews (decision 0044): only from guests with a paid stay, newest first. */
export function StayReviews({ stay }: { stay: PublicListing }) {
  const reviews = stay.reviews ?? [];
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="reviews-heading"
      id="reviews"
      style={{ scrollMarginTop: 96 }}
    >
      <Title order={2} size="h3" id="reviews-heading">
        Reviews
      </Title>
      {reviews.length === 0 ? (
        <Text c="dimmed">
          No reviews yet. Only guests who stayed and paid here can review it, after their check-out.
        </Text>
      ) : (
        <>
          <RatingSummary average={stay.rating_average} count={stay.rating_count} size="md" />
          <Text size="sm" c="dimmed">
            Every review comes from a guest's paid stay here.
          </Text>
          <Stack gap="md" mt="xs">
            {reviews.map((r, i) => (
              <Fragment key={r.id}>
                {i > 0 && <Divider />}
                <StayReviewItem review={r} />
              </Fragment>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
