import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { CancellationPolicy } from '../../../components/cancellation-policy.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';

// The dialog (Mantine's Modal, its focus trap and scroll area, the refund's lines) is a chunk of its own: most
// visits to a reservation cancel nothing. It loads as the guest points at or focuses the button, so it is
// usually there by the click; if not, the button spins until it is.
const CancelDialog = lazyPart(() => import('./cancel-dialog.tsx').then((m) => m.CancelDialog));

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
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const q = r.cancellation;
  const cancellable = CANCELLABLE.includes(r.status.id) && q.allowed;
  const paid = r.status.id === ReservationStatus.Paid;
  const what = r.status.id === ReservationStatus.Inquiry ? 'inquiry' : 'reservation';
  if (!showPolicy && !cancellable) return null;
  const preload = () => void CancelDialog.preload().catch(() => undefined);
  const openDialog = () => {
    setLoading(true);
    setLoadFailed(false);
    CancelDialog.preload()
      .then(
        () => {
          setMounted(true);
          setOpen(true);
        },
        () => setLoadFailed(true),
      )
      .finally(() => setLoading(false));
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        {showPolicy && (
          <CancellationPolicy policy={q.policy} terms={q.terms} now={paid ? q.now : undefined} />
        )}
        {cancellable && (
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red"
              onPointerEnter={preload}
              onFocus={preload}
              loading={loading}
              onClick={openDialog}
            >
              {`Cancel ${what}`}
            </Button>
          </Group>
        )}
        {loadFailed && (
          <Text c="red" size="sm" ta="right" role="alert">
            The cancellation could not be opened. Check your connection and try again.
          </Text>
        )}
      </Stack>
      {mounted && (
        <Suspense fallback={null}>
          <CancelDialog
            reservation={r}
            opened={open}
            onClose={() => setOpen(false)}
            onCancelled={onCancelled}
          />
        </Suspense>
      )}
    </Paper>
  );
}
