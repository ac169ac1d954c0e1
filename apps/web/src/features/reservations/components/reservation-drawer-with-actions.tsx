import { ReservationDrawer } from './reservation-drawer.tsx';
import { useReservationDialogs } from './use-reservation-dialogs.tsx';

/** The reservation drawer with its Change status and Delete dialogs, for a page other than the list (the calendar). */
export function ReservationDrawerWithActions({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { onMove, onDelete, dialogs } = useReservationDialogs({ onDeleted: onClose });
  return (
    <>
      <ReservationDrawer id={id} onClose={onClose} onMove={onMove} onDelete={onDelete} />
      {dialogs}
    </>
  );
}
