import { REVIEW_TEXT_MAX, type StayReview, StayReviewInput } from '@innkeep/contract/stay-reviews';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StarInput, StayReviewItem } from '../../../components/stay-review.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendStayReview } from '../api/stay-review.ts';

/**
 * Inside the trip page's review section (trip-review.tsx), a chunk of its own: the review the guest wrote, or
 * the form to write it. Only a stay behind the guest has either, so a trip still ahead never loads it.
 */
export function TripReviewBody({
  hash,
  review,
  visible,
}: {
  hash: string;
  review: StayReview | null;
  /** False while an admin has hidden the review. */
  visible: boolean;
}) {
  if (!review) return <ReviewForm hash={hash} />;
  return (
    <Stack gap="xs">
      <StayReviewItem review={review} />
      <Text size="xs" c="dimmed">
        {visible
          ? 'Thank you: it shows on the listing’s page with your first name.'
          : 'Our team has hidden this review from the listing’s page.'}
      </Text>
    </Stack>
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
