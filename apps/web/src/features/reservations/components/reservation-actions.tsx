import { type ReservationRow, ReservationStatus } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { hostMayDelete, MOVE_LABELS, rowStatusMoves } from '@innkeep/contract/reservations-moves';
import { Button, Group, Text } from '@mantine/core';

export interface DrawerActions {
  /** Opens the Change status dialog with this move chosen. */
  onMove: (row: ReservationRow, statusId: number) => void;
  /** Absent when the person may not delete (a team member): Delete is not offered. */
  onDelete?: ((row: ReservationRow) => void) | undefined;
}

/** The moves the server allows for this reservation now, and Delete when it may go (contract reservations-moves.ts). */
export function ReservationActions({ d, onMove, onDelete }: { d: ReservationDetail } & DrawerActions) {
  // The listing's date and check-in time, as the server judges whether the stay has begun (decision 0115).
  const now = new Date();
  const moves = rowStatusMoves(d, now);
  const deletable =
    onDelete !== undefined && hostMayDelete({ status_id: d.status.id, has_payments: d.has_payments });
  // Cancelling a paid stay refunds it, which an open dispute refuses (decision 0022): say why it is gone.
  const blockedLine = moves.length < rowStatusMoves({ ...d, refunds_blocked: false }, now).length && (
    <Text size="sm" c="dimmed" data-testid="cancel-blocked">
      Cannot be cancelled while the guest's bank disputes the payment: it cannot be refunded.
    </Text>
  );
  if (moves.length === 0 && !deletable) {
    return (
      blockedLine || (
        <Text size="sm" c="dimmed" data-testid="no-actions">
          {d.status.id === ReservationStatus.PaymentProcessing
            ? 'A card payment is in progress: nothing can be changed until it finishes.'
            : d.was_paid && d.status.id === ReservationStatus.Cancelled
              ? 'This stay was paid and then cancelled: it cannot be approved or reopened. If the guest still wants to come, they book again.'
              : 'Nothing can be changed on this reservation now.'}
        </Text>
      )
    );
  }
  return (
    <>
      {blockedLine}
      <Group gap="xs" role="group" aria-label="Actions">
        {moves.map((to) => (
          <Button
            key={to}
            size="xs"
            variant={
              to === ReservationStatus.AwaitingPayment
                ? 'filled'
                : to === ReservationStatus.Cancelled || to === ReservationStatus.Declined
                  ? 'outline'
                  : 'default'
            }
            color={
              to === ReservationStatus.Cancelled || to === ReservationStatus.Declined ? 'red' : undefined
            }
            onClick={() => onMove(d, to)}
          >
            {MOVE_LABELS[to]}
          </Button>
        ))}
        {deletable && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete?.(d)}>
            Delete
          </Button>
        )}
      </Group>
    </>
  );
}
