import { fullName } from '@innkeep/contract/names';
import type { ReservationRow } from '@innkeep/contract/reservations';
import { Text } from '@mantine/core';
import { DeleteDialog, deleteDialogState } from '../../../components/delete-dialog.tsx';
import { useDeleteReservation } from '../api/delete-reservation.ts';

// Opened from the reservation drawer too: above its overlay (Mantine gives both 200).
const DIALOG_OVER_DRAWER = 300;

interface DeleteReservationDialogProps {
  reservation: ReservationRow | null;
  onClose: () => void;
  /** After the server deleted it (the drawer showing it closes). */
  onDeleted?: (() => void) | undefined;
}

/** docs/requirements/wire.md#R-W12, R-W15: confirm; a refusal (404, or 409 for a paid stay) shows the server's text in the dialog. */
export function DeleteReservationDialog({ reservation, onClose, onDeleted }: DeleteReservationDialogProps) {
  const dialog = deleteDialogState({
    item: reservation,
    mutation: useDeleteReservation(),
    variables: (r) => r.id,
    onClose,
    deleted: 'Reservation deleted.',
    onDeleted,
  });

  return (
    <DeleteDialog
      {...dialog}
      title="Delete this reservation?"
      zIndex={DIALOG_OVER_DRAWER}
      warning="A deleted reservation cannot be restored."
    >
      {reservation && (
        <Text size="sm">
          {fullName(reservation.first_name, reservation.last_name)} ·{' '}
          {reservation.listing.external_listing_name}
        </Text>
      )}
    </DeleteDialog>
  );
}
