import { operationKey } from '@innkeep/api-client/query-keys';
import type { AdminReview } from '@innkeep/contract/admin';
import { fullName } from '@innkeep/contract/names';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconHistory, IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { Stars } from '../../../components/stay-review.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { deleteReview, PUBLIC_REVIEW_KEYS, setReviewVisibility } from '../api/reviews.ts';
import { useAdminSave } from '../api/use-admin-save.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader, NewButton } from '../components/admin-page-header.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { ItemMenu } from '../components/item-menu.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { ReviewHistoryDialog } from '../components/review-history-dialog.tsx';
import { ReviewNoteDialog } from '../components/review-note-dialog.tsx';

const reviewerName = (r: AdminReview) => fullName(r.first_name, r.last_name);

/**
 * `/admin/reviews`: cards with name and message, New Reviews, Edit/Delete per card (docs/requirements/wire.md#R-W12); verified stay
 * reviews (decision 0044) also show their listing and stars, and Hide/Show takes them off the stay page.
 * A verified stay review keeps the guest's words: no Edit or Delete, but a note shown with it, and every
 * change is in its History (decision 0080).
 */
export default function AdminReviewsPage() {
  const [dialog, setDialog] = useState<{ review: AdminReview | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [noting, setNoting] = useState<AdminReview | null>(null);
  const [tracing, setTracing] = useState<AdminReview | null>(null);
  // A stay's page and the search cards show the listing's reviews and average: reloaded with the carousel.
  const visibility = useAdminSave(setReviewVisibility, [
    ...PUBLIC_REVIEW_KEYS,
    operationKey('getStay'),
    ['search'],
  ]);
  const toggle = (review: AdminReview) =>
    visibility.mutate(
      { id: review.id, hidden: !review.hidden },
      {
        onSuccess: (reply) => notifications.show({ color: 'teal', message: reply.message }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: isApiError(error) ? error.message : 'The review could not be changed.',
          }),
      },
    );

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="The home page's carousel, and verified reviews guests wrote about their paid stays."
        action={<NewButton onClick={() => setDialog({ review: null })}>New Reviews</NewButton>}
      />
      <AdminListView resource="reviews" searchLabel="Search reviews" emptyText="No reviews yet.">
        {(reviews) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {reviews.map((review) => (
              <Card
                key={review.id}
                withBorder
                radius="md"
                padding="md"
                data-testid="admin-review-card"
                // Set apart by a grey dashed card, not faded: faded text fails contrast (docs/requirements/public.md#R-P6).
                bg={review.hidden ? 'gray.0' : undefined}
                style={review.hidden ? { borderStyle: 'dashed' } : undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={700}>{reviewerName(review)}</Text>
                  <ItemMenu
                    label={reviewerName(review)}
                    onEdit={review.reservation_id ? undefined : () => setDialog({ review })}
                    onDelete={review.reservation_id ? undefined : () => setDeleting(review)}
                    extras={[
                      {
                        label: review.hidden ? 'Show' : 'Hide',
                        icon: review.hidden ? (
                          <IconEye size={16} aria-hidden />
                        ) : (
                          <IconEyeOff size={16} aria-hidden />
                        ),
                        onClick: () => toggle(review),
                      },
                      ...(review.reservation_id
                        ? [
                            {
                              label: review.admin_note ? 'Edit note' : 'Add note',
                              icon: <IconNote size={16} aria-hidden />,
                              onClick: () => setNoting(review),
                            },
                          ]
                        : []),
                      {
                        label: 'History',
                        icon: <IconHistory size={16} aria-hidden />,
                        onClick: () => setTracing(review),
                      },
                    ]}
                  />
                </Group>
                <Group gap="xs" mt={4}>
                  {review.reservation_id ? (
                    <>
                      <Badge variant="light" color="teal" size="sm">
                        Verified stay
                      </Badge>
                      {review.rating ? <Stars value={review.rating} size={14} /> : null}
                      <Text size="xs" c="dimmed">
                        {review.listing_name}
                      </Text>
                    </>
                  ) : (
                    <Badge variant="light" color="gray" size="sm">
                      Home page
                    </Badge>
                  )}
                  {review.hidden && (
                    <Badge variant="light" color="red" size="sm">
                      Hidden
                    </Badge>
                  )}
                </Group>
                {/* As typed: a long link breaks at the card's edge instead of running past it (text.css). */}
                <Text size="sm" c="dimmed" mt="xs" className="text-as-typed">
                  {review.message}
                </Text>
                {review.admin_note && (
                  <Text size="sm" mt="xs" data-testid="admin-review-note" className="text-as-typed">
                    <b>Note from Innkeep:</b> {review.admin_note}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </AdminListView>
      <ReviewDialog
        opened={dialog !== null}
        review={dialog?.review ?? null}
        onClose={() => setDialog(null)}
      />
      {noting && <ReviewNoteDialog review={noting} onClose={() => setNoting(null)} />}
      {tracing && <ReviewHistoryDialog review={tracing} onClose={() => setTracing(null)} />}
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this review?"
        remove={deleteReview}
        done="Review deleted"
        alsoReload={PUBLIC_REVIEW_KEYS}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          The review by <b>{deleting && reviewerName(deleting)}</b> will be removed from the site.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
