import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCancelReservation } from '../api/cancel-reservation.ts';
import { RefundLines } from './refund-lines.tsx';

interface CancelDialogProps {
  reservation: GuestReservation;
  opened: boolean;
  /** The dialog closes (Keep, Escape, the close button, or the cancellation done). */
  onClose: () => void;
  onCancelled: (message: string) => void;
}

/**
 * The guest's cancel dialog: what comes back before anything is cancelled (decision 0023). A chunk of its own
 * (cancel-reservation.tsx), with Mantine's Modal, which a page loads only when the guest is about to open it.
 */
export function CancelDialog({ reservation: r, opened, onClose, onCancelled }: CancelDialogProps) {
  const mutation = useCancelReservation(r.unique_hash);
  const q = r.cancellation;
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  // The promise, not mutate's onSuccess: the refetch that follows a cancellation can replace this part of the
  // page (a paid stay's trip page becomes the cancelled page) before mutate's callbacks run, which then never do.
  const confirm = () =>
    mutation.mutateAsync().then(
      (reply) => {
        onClose();
        onCancelled(reply.message);
      },
      () => undefined, // mutation.error shows in the dialog
    );
  const paid = r.status.id === ReservationStatus.Paid;
  // An inquiry holds no dates (the host has not approved it): cancelling it only withdraws the question.
  const inquiry = r.status.id === ReservationStatus.Inquiry;
  const what = inquiry ? 'inquiry' : 'reservation';
  return (
    <Modal opened={opened} onClose={close} title={`Cancel this ${what}?`} centered size="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {r.listing.external_listing_name}
        </Title>
        <Text data-testid="cancel-refund">
          {paid ? q.now : 'Nothing was charged, so nothing is refunded.'}
        </Text>
        {paid && <RefundLines currency={r.currency} refund={q.refund} lines={q.lines} kept={q.kept} />}
        <Text size="sm" c="dimmed">
          {inquiry
            ? 'The host is told that you no longer ask for these dates; this cannot be undone.'
            : 'The dates are released at once; this cannot be undone.'}
        </Text>
        {mutation.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not cancelled">
            {errorText(mutation.error)}
          </Alert>
        )}
        <DialogActions
          pending={mutation.isPending}
          onCancel={close}
          cancelLabel={`Keep my ${what}`}
          onAction={confirm}
          color="red"
          mt="xs"
        >
          {`Cancel ${what}`}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
