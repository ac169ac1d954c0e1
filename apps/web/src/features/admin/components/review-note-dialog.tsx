import { operationKey } from '@innkeep/api-client/query-keys';
import type { AdminReview } from '@innkeep/contract/admin';
import { REVIEW_NOTE_MAX } from '@innkeep/contract/stay-reviews';
import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../lib/notifications.ts';
import { PUBLIC_REVIEW_KEYS, setReviewNote } from '../api/reviews.ts';
import { useAdminSave } from '../api/use-admin-save.ts';

/**
 * The platform's note on a review, shown with it on the stay page (the guest's words are never rewritten).
 * Saving an empty note, or Remove note, takes it away; either is kept in the review's history. Save waits for a
 * change.
 */
export function ReviewNoteDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const [note, setNote] = useState(review.admin_note ?? '');
  // Nothing to save: a blank note where there is none would only answer "Note removed".
  const unchanged = (note.trim() === '' ? null : note) === review.admin_note;
  const save = useAdminSave(setReviewNote, [...PUBLIC_REVIEW_KEYS, operationKey('getStay')]);
  const send = (value: string | null) =>
    save.mutate(
      { id: review.id, note: value },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Note on ${review.first_name}'s review`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send(note.trim() === '' ? null : note);
        }}
      >
        <Text size="sm" c="dimmed" mb="sm">
          Shown under the review on the stay page as a note from Innkeep. The guest's words stay as they wrote
          them.
        </Text>
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={REVIEW_NOTE_MAX}
          description={`${note.length} / ${REVIEW_NOTE_MAX}`}
          autosize
          minRows={3}
          data-autofocus
        />
        {save.isError && (
          <Alert color="red" mt="sm" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          {review.admin_note && (
            <Button variant="subtle" color="red" onClick={() => send(null)} loading={save.isPending}>
              Remove note
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={unchanged}>
            Save note
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
