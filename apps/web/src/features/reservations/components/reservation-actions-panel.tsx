import { Alert, Loader } from '@mantine/core';
import { useReservation } from '../api/get-reservation.ts';
import { ReservationActions } from './reservation-actions.tsx';
import { useReservationDialogs } from './use-reservation-dialogs.tsx';

/**
 * The reservation drawer's actions (approve, decline, cancel, delete: whatever the server allows now) with their
 * confirming dialogs, for a page other than the reservations list: the inbox puts them beside a thread.
 */
export function ReservationActionsPanel({
  id,
  onChanged,
  onDeleted,
}: {
  id: number;
  /** After a status changed (the caller reloads what shows the status). */
  onChanged?: () => void;
  onDeleted?: () => void;
}) {
  const query = useReservation(id);
  const { onMove, onDelete, dialogs } = useReservationDialogs({ onChanged, onDeleted });
  if (query.isPending) return <Loader size="sm" aria-label="Loading the reservation's actions" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  return (
    <>
      <ReservationActions d={query.data} onMove={onMove} onDelete={onDelete} />
      {dialogs}
    </>
  );
}
