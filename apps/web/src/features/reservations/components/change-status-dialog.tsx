import { cardProcessingMinor } from '@innkeep/contract/card-processing';
import { todayIso } from '@innkeep/contract/dates';
import { formatMoney, toMinor } from '@innkeep/contract/money';
import { type ReservationRow, ReservationStatus, statusOf } from '@innkeep/contract/reservations';
import { hostStatusMoves } from '@innkeep/contract/reservations-moves';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { useStatusList } from '../api/get-status-list.ts';

// Opened from the reservation drawer too: above its overlay (Mantine gives both 200).
const DIALOG_OVER_DRAWER = 300;

interface ChangeStatusDialogProps {
  reservation: ReservationRow | null;
  /** A move chosen already (the drawer's buttons); the host still confirms with Change. */
  initialStatus?: number | null;
  onClose: () => void;
  /** After the server changed the status (the inbox reloads its thread's status). */
  onChanged?: (() => void) | undefined;
}

/** Cancelling a paid stay refunds all of it, whatever the policy (decision 0023): the dialog says so first. */
const refundsOnCancel = (r: ReservationRow | null, chosen: string | null) =>
  r !== null && r.status.id === ReservationStatus.Paid && chosen === String(ReservationStatus.Cancelled);

/**
 * docs/requirements/wire.md#R-W12: choose a status from the server's list; Change is disabled until one is chosen. Choosing
 * Cancelled for a paid stay shows the full refund the guest gets; there is no amount to choose.
 */
export function ChangeStatusDialog({
  reservation,
  initialStatus = null,
  onClose,
  onChanged,
}: ChangeStatusDialogProps) {
  const statuses = useStatusList();
  const mutation = useChangeStatus();
  const [picked, setChosen] = useState<string | null>(null);
  const chosen = picked ?? (initialStatus === null ? null : String(initialStatus));
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setChosen(null);
    onClose();
  };
  const withRefund = refundsOnCancel(reservation, chosen);
  const change = () => {
    if (!reservation || !chosen) return;
    mutation.mutate(
      { reservation_id: reservation.id, status_id: Number(chosen) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message || 'Status changed.' });
          onChanged?.();
          close();
        },
      },
    );
  };
  // Only the moves the server allows from this status (contract reservations-moves.ts), named by the server's list.
  const moves = reservation
    ? hostStatusMoves(
        {
          status_id: reservation.status.id,
          start_date: reservation.start_date,
          was_paid: reservation.was_paid,
        },
        todayIso(),
      )
    : [];
  const options = moves.map((id) => ({
    value: String(id),
    label: statuses.data?.find((s) => s.id === id)?.name ?? statusOf(id)?.name ?? String(id),
  }));

  return (
    <Modal
      opened={reservation !== null}
      onClose={close}
      title="Change status"
      centered
      zIndex={DIALOG_OVER_DRAWER}
    >
      <Stack gap="sm">
        {reservation && (
          <Text size="sm">
            {reservation.first_name} {reservation.last_name} · {reservation.listing.external_listing_name} ·
            now <strong>{reservation.status.name}</strong>
          </Text>
        )}
        <Select
          label="New status"
          placeholder={options.length === 0 ? 'No change is possible now' : 'Choose a status'}
          data={options}
          value={chosen}
          onChange={setChosen}
          // In a portal over the dialog: inside it, the list was clipped by the dialog's scrolling body.
          comboboxProps={{ zIndex: DIALOG_OVER_DRAWER + 2 }}
          error={statuses.isError ? statuses.error.message : undefined}
        />
        {reservation && withRefund && (
          <Alert color="yellow" role="note" data-testid="host-cancel-refund">
            Cancelling refunds the guest in full:{' '}
            <strong>
              {formatMoney(toMinor(reservation.amount_paid, reservation.currency), reservation.currency)}
            </strong>
            , whatever the cancellation policy. Its card processing,{' '}
            <strong data-testid="host-cancel-processing">
              {formatMoney(
                cardProcessingMinor(
                  toMinor(reservation.amount_paid, reservation.currency),
                  reservation.currency,
                ),
                reservation.currency,
              )}
            </strong>
            , is yours to pay: it is kept from your next payout. A stay that has begun cannot be cancelled
            here.
          </Alert>
        )}
        {mutation.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Status not changed">
            {isApiError(mutation.error) ? mutation.error.message : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button onClick={change} disabled={!chosen} loading={mutation.isPending}>
            Change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
