import type { ReservationRow } from '@innkeep/contract/reservations';
import { useState } from 'react';
import { useMembership } from '../../../api/team.ts';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { DeleteReservationDialog } from './delete-reservation-dialog.tsx';

/**
 * The Change status and Delete dialogs behind a reservation's actions: `onMove` and `onDelete` open them
 * (`onDelete` is absent for a team member), `dialogs` is what to render beside the actions.
 */
export function useReservationDialogs({
  onChanged,
  onDeleted,
}: {
  onChanged?: () => void;
  onDeleted?: () => void;
}) {
  const [editing, setEditing] = useState<{ row: ReservationRow; to: number | null } | null>(null);
  const [deleting, setDeleting] = useState<ReservationRow | null>(null);
  // A co-host changes a stay's status but never deletes one (decision 0102): no Delete to be refused.
  const teamMember = Boolean(useMembership().data?.data);
  return {
    onMove: (row: ReservationRow, to: number | null) => setEditing({ row, to }),
    onDelete: teamMember ? undefined : setDeleting,
    dialogs: (
      <>
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
    ),
  };
}
