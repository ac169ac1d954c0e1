import type { ReservationRow } from '@innkeep/contract/reservations';
import { Alert, Loader } from '@mantine/core';
import { useState } from 'react';
import { useReservation } from '../api/get-reservation.ts';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { DeleteReservationDialog } from './delete-reservation-dialog.tsx';
import { ReservationActions } from './reservation-actions.tsx';

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
  const [editing, setEditing] = useState<{ row: ReservationRow; to: number } | null>(null);
  const [deleting, setDeleting] = useState<ReservationRow | null>(null);
  if (query.isPending) return <Loader size="sm" aria-label="Loading the reservation's actions" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  return (
    <>
      <ReservationActions
        d={query.data}
        onMove={(row, to) => setEditing({ row, to })}
        onDelete={setDeleting}
      />
      <ChangeStatusDialog
        reservation={editing?.row ?? null}
        initialStatus={editing?.to ?? null}
        onClose={() => setEditing(null)}
        onChanged={onChanged}
      />
      <DeleteReservationDialog
        reservation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
