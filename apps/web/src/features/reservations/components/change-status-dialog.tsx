import { fullName } from '@innkeep/contract/names';
import type { ReservationRow } from '@innkeep/contract/reservations';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { useStatusList } from '../api/get-status-list.ts';
import { moveConsequence } from './move-consequence.ts';
import { MoveDetails } from './move-details.tsx';
import { statusMoveOptions } from './status-move-options.ts';
import { useStatusChange } from './use-status-change.ts';

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
  const payments = usePaymentsConfig();
  const terms = { cardPayments: payments?.enabled !== false, holdHours: payments?.hold_hours };
  const { mutation, chosen, setChosen, note, setNote, close, change } = useStatusChange(
    reservation,
    initialStatus,
    onClose,
    onChanged,
  );
  const effect = reservation && chosen ? moveConsequence(reservation, Number(chosen), terms) : null;
  const options = statusMoveOptions(reservation, statuses.data);
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
            {fullName(reservation.first_name, reservation.last_name)} ·{' '}
            {reservation.listing.external_listing_name} · now <strong>{reservation.status.name}</strong>
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
          <MoveDetails
            effect={effect}
            note={note}
            onNote={setNote}
            noteError={isApiError(mutation.error) ? mutation.error.fieldError('message') : undefined}
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
