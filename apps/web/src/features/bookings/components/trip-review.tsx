import { REVIEW_TEXT_MAX, StayReviewInput } from '@innkeep/contract/stay-reviews';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { StarInput, StayReviewItem } from '../../../components/stay-review.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendStayReview, useStayReview } from '../api/stay-review.ts';
import { TripSection } from './trip-sections.tsx';

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
        {review ? (
          <Stack gap="xs">
            <StayReviewItem review={review} />
            <Text size="xs" c="dimmed">
              {state.data.review_visible
                ? 'Thank you: it shows on the listing’s page with your first name.'
                : 'Our team has hidden this review from the listing’s page.'}
            </Text>
          </Stack>
        ) : (
          <ReviewForm hash={hash} />
        )}
      </TripSection>
    </div>
  );
}

function ReviewForm({ hash }: { hash: string }) {
  const send = useSendStayReview(hash);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = StayReviewInput.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      const of = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({ rating: of('rating'), text: of('text') });
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
    } catch (err) {
      if (!isApiError(err)) return setErrors({ form: 'The review could not be sent. Please try again.' });
      setErrors({
        rating: err.fieldError('rating'),
        text: err.fieldError('text'),
        form: Object.keys(err.fieldErrors).length ? undefined : err.message,
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Review your stay">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Your review shows on the listing’s page with your first name and the month of your stay, marked as a
          verified stay.
        </Text>
        <StarInput
          label="Your rating"
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={errors.rating}
        />
        <Textarea
          label="Your review"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (errors.text) setErrors((prev) => ({ ...prev, text: undefined }));
          }}
          rows={4}
          resize="vertical"
          maxLength={REVIEW_TEXT_MAX + 100}
          error={errors.text}
        />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Send review
        </Button>
      </Stack>
    </form>
  );
}
