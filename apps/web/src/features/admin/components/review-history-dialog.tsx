import type { AdminReview } from '@innkeep/contract/admin';
import { formatDateTime } from '@innkeep/contract/formats';
import type { ReviewChange } from '@innkeep/contract/stay-reviews';
import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchReviewHistory, reviewHistoryKey } from '../api/reviews.ts';

const when = (iso: string) => formatDateTime(iso);
const quoted = (value: unknown) => (typeof value === 'string' && value !== '' ? `“${value}”` : 'none');

/** One change in words: what the admin did, and the values before and after. */
export function changeText(change: ReviewChange): string {
  switch (change.action) {
    case 'hidden':
      return 'Hid the review';
    case 'shown':
      return 'Showed the review again';
    case 'note':
      return `Note: ${quoted(change.before.note)} → ${quoted(change.after.note)}`;
    case 'edited':
      return `Edited the words: ${quoted(change.before.message)} → ${quoted(change.after.message)}`;
  }
}

/** A review's history for the admin: who changed what, when (newest first). */
export function ReviewHistoryDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const history = useQuery({
    queryKey: reviewHistoryKey(review.id),
    queryFn: () => fetchReviewHistory(review.id),
  });
  return (
    <Modal opened onClose={onClose} title={`History of ${review.first_name}'s review`}>
      {history.isPending && <Skeleton height={60} />}
      {history.isError && <Alert color="red">{history.error.message}</Alert>}
      {history.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No admin has changed this review.
        </Text>
      )}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {history.data?.map((change) => (
          <li key={change.id} data-testid="review-change">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {changeText(change)}
            </Text>
            <Text size="xs" c="dimmed">
              {change.actor_email} · {when(change.at)}
            </Text>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
