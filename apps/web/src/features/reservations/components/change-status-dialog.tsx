import { MESSAGE_MAX } from '@innkeep/contract/conversations';
import { todayIso } from '@innkeep/contract/dates';
import { type ReservationRow, statusOf } from '@innkeep/contract/reservations';
import { hostStatusMoves } from '@innkeep/contract/reservations-moves';
import { Alert, List, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { useStatusList } from '../api/get-status-list.ts';
import { moveConsequence } from './move-consequence.ts';

// Opened from the reservation drawer too: above its overlay (Mantine gives both 200).
const DIALOG_OVER_DRAWER = 300;

interface ChangeStatusDialogProps {
  reservation: ReservationRow | null;
  /** The action chosen already (the drawer's Approve, Decline, Cancel): the dialog is that action's. */
  initialStatus?: number | null;
  onClose: () => void;
  /** After the server changed the status (the inbox reloads its thread's status). */
  onChanged?: (() => void) | undefined;
}

/**
 * docs/requirements/wire.md#R-W12 and docs/requirements/host.md#R-H16: one action at a time. Opened with an action
 * (the drawer's buttons) it is that action's dialog; from the table's edit icon the host first chooses the status
 * (Change is disabled until then). Either way it says, before the host confirms, what the guest is charged or
 * refunded and what they are e-mailed, and takes an optional message that goes into the stay's thread.
 */
export function ChangeStatusDialog({
  reservation,
  initialStatus = null,
  onClose,
  onChanged,
}: ChangeStatusDialogProps) {
  const statuses = useStatusList();
  const cardPayments = usePaymentsConfig()?.enabled !== false;
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
  const effect = reservation && chosen ? moveConsequence(reservation, Number(chosen), cardPayments) : null;
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
  const chooses = initialStatus === null;

  return (
    <Modal
      opened={reservation !== null}
      onClose={close}
      title={chooses || !effect ? 'Change status' : effect.title}
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
        {chooses && (
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
        )}
        {effect && (
          <Alert
            color={effect.danger ? 'yellow' : 'blue'}
            role="note"
            title="What happens"
            data-testid="move-consequence"
          >
            <List size="sm" spacing={4}>
              {effect.refund && (
                <List.Item data-testid="host-cancel-refund">
                  Refund to the guest: <strong>{effect.refund.amount}</strong>; card processing you bear:{' '}
                  <strong data-testid="host-cancel-processing">{effect.refund.processing}</strong>.
                </List.Item>
              )}
              <List.Item>{effect.money}</List.Item>
              <List.Item>{effect.mail}</List.Item>
            </List>
          </Alert>
        )}
        {effect && (
          <Textarea
            label="Message to the guest (optional)"
            description="Goes into your conversation with them and into the one e-mail they get about this."
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={3}
            maxLength={MESSAGE_MAX}
            error={isApiError(mutation.error) ? mutation.error.fieldError('message') : undefined}
          />
        )}
        {mutation.error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Nothing changed">
            {errorText(mutation.error)}
          </Alert>
        )}
        <DialogActions
          pending={mutation.isPending}
          onCancel={close}
          cancelLabel="Go back"
          onAction={change}
          color={effect?.danger ? 'red' : undefined}
          disabled={!chosen}
          mt="xs"
        >
          {effect?.confirm ?? 'Change'}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
