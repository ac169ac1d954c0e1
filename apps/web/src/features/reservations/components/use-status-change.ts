import type { ReservationRow } from '@innkeep/contract/reservations';
import { useState } from 'react';
import { notifications } from '../../../lib/notifications.ts';
import { useChangeStatus } from '../api/change-status.ts';

/**
 * The status chosen (or the action's, `initialStatus`), the host's message, and the change itself; closing
 * forgets both, and is not possible while the change is under way.
 */
export function useStatusChange(
  reservation: ReservationRow | null,
  initialStatus: number | null,
  onClose: () => void,
  onChanged: (() => void) | undefined,
) {
  const mutation = useChangeStatus();
  const [picked, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const chosen = picked ?? (initialStatus === null ? null : String(initialStatus));
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setChosen(null);
    setNote('');
    onClose();
  };
  const change = () => {
    if (!reservation || !chosen) return;
    const message = note.trim();
    mutation.mutate(
      { reservation_id: reservation.id, status_id: Number(chosen), ...(message ? { message } : {}) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message || 'Status changed.' });
          onChanged?.();
          close();
        },
      },
    );
  };
  return { mutation, chosen, setChosen, note, setNote, close, change };
}
