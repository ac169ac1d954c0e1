import type { ReservationRow } from '@innkeep/contract/reservations';
import { useState } from 'react';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { DeleteReservationDialog } from './delete-reservation-dialog.tsx';
import { ReservationDrawer } from './reservation-drawer.tsx';

/** The reservation drawer with its Change status and Delete dialogs, for a page other than the list (the calendar). */
export function ReservationDrawerWithActions({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [editing, setEditing] = useState<{ row: ReservationRow; to: number | null } | null>(null);
  const [deleting, setDeleting] = useState<ReservationRow | null>(null);
  return (
    <>
      <ReservationDrawer
        id={id}
        onClose={onClose}
        onMove={(row, to) => setEditing({ row, to })}
        onDelete={setDeleting}
      />
      <ChangeStatusDialog
        reservation={editing?.row ?? null}
        initialStatus={editing?.to ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteReservationDialog reservation={deleting} onClose={() => setDeleting(null)} onDeleted={onClose} />
    </>
  );
}
