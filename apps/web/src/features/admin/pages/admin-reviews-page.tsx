import type { AdminReview } from '@innkeep/contract/admin';
import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { deleteReview, PUBLIC_REVIEW_KEYS } from '../api/reviews.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { ItemMenu } from '../components/item-menu.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';

const fullName = (r: AdminReview) => `${r.first_name} ${r.last_name}`;

/** `/admin/reviews`: cards with name and message, New Reviews, Edit/Delete per card (spec 2). */
export default function AdminReviewsPage() {
  const [dialog, setDialog] = useState<{ review: AdminReview | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Guest reviews shown in the home page's carousel."
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ review: null })}>
            New Reviews
          </Button>
        }
      />
      <AdminListView<AdminReview> resource="reviews" searchLabel="Search reviews" emptyText="No reviews yet.">
        {(reviews) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {reviews.map((review) => (
              <Card key={review.id} withBorder radius="md" padding="md" data-testid="admin-review-card">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={700}>{fullName(review)}</Text>
                  <ItemMenu
                    label={fullName(review)}
                    onEdit={() => setDialog({ review })}
                    onDelete={() => setDeleting(review)}
                  />
                </Group>
                <Text size="sm" c="dimmed" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {review.message}
                </Text>
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
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this review?"
        remove={deleteReview}
        done="Review deleted"
        alsoReload={PUBLIC_REVIEW_KEYS}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          The review by <b>{deleting && fullName(deleting)}</b> will be removed from the site.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
