import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { CancellationPolicy } from '../../../components/cancellation-policy.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCancelReservation } from '../api/cancel-reservation.ts';
import { RefundLines } from './refund-lines.tsx';

const CANCELLABLE: readonly number[] = [
  ReservationStatus.Inquiry,
  ReservationStatus.AwaitingPayment,
  ReservationStatus.Paid,
];

/**
 * The reservation page's cancellation policy, with this stay's dates, and the guest's Cancel button: the
 * dialog says what comes back before anything is cancelled (decision 0023).
 */
export function CancelReservation({
  reservation,
  onCancelled,
  showPolicy = true,
}: {
  reservation: GuestReservation;
  onCancelled: (message: string) => void;
  /** False where the policy already shows (next to Pay): the page says it once. */
  showPolicy?: boolean;
}) {
  const r = reservation;
  const [open, setOpen] = useState(false);
  const mutation = useCancelReservation(r.unique_hash);
  const q = r.cancellation;
  const cancellable = CANCELLABLE.includes(r.status.id) && q.allowed;
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setOpen(false);
  };
  // The promise, not mutate's onSuccess: the refetch that follows a cancellation can replace this part of the
  // page (a paid stay's trip page becomes the cancelled page) before mutate's callbacks run, which then never do.
  const confirm = () =>
    mutation.mutateAsync().then(
      (reply) => {
        setOpen(false);
        onCancelled(reply.message);
      },
      () => undefined, // mutation.error shows in the dialog
    );
  const paid = r.status.id === ReservationStatus.Paid;
  // An inquiry holds no dates (the host has not approved it): cancelling it only withdraws the question.
  const inquiry = r.status.id === ReservationStatus.Inquiry;
  const what = inquiry ? 'inquiry' : 'reservation';
  if (!showPolicy && !cancellable) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        {showPolicy && (
          <CancellationPolicy policy={q.policy} terms={q.terms} now={paid ? q.now : undefined} />
        )}
        {cancellable && (
          <Group justify="flex-end">
            <Button variant="outline" color="red" onClick={() => setOpen(true)}>
              {`Cancel ${what}`}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={open} onClose={close} title={`Cancel this ${what}?`} centered size="md">
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
    </Paper>
  );
}
