import { currencySymbol, formatPrice, inputDigits, toMinor } from '@innkeep/contract/money';
import { type ReservationRow, ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { useStatusList } from '../api/get-status-list.ts';

interface ChangeStatusDialogProps {
  reservation: ReservationRow | null;
  onClose: () => void;
}

/** Cancelling a paid stay refunds it: the dialog asks how much, all that was paid by default. */
const refundsOnCancel = (r: ReservationRow | null, chosen: string | null) =>
  r !== null && r.status.id === ReservationStatus.Paid && chosen === String(ReservationStatus.Cancelled);

/**
 * Spec 2: choose a status from the server's list; Change is disabled until one is chosen. Choosing
 * Cancelled for a paid stay shows the refund (all of what was paid, editable down to 0).
 */
export function ChangeStatusDialog({ reservation, onClose }: ChangeStatusDialogProps) {
  const statuses = useStatusList();
  const mutation = useChangeStatus();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refund, setRefund] = useState<number | string>('');
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setChosen(null);
    setRefund('');
    onClose();
  };
  const choose = (value: string | null) => {
    setChosen(value);
    if (reservation && refundsOnCancel(reservation, value)) setRefund(reservation.amount_paid);
  };
  const withRefund = refundsOnCancel(reservation, chosen);
  // A refused amount shows under its field, not twice.
  const refundError = isApiError(mutation.error) ? mutation.error.fieldError('refund_amount') : undefined;
  const refundValid = !withRefund || (typeof refund === 'number' && refund >= 0);
  const change = () => {
    if (!reservation || !chosen || !refundValid) return;
    mutation.mutate(
      {
        reservation_id: reservation.id,
        status_id: Number(chosen),
        ...(withRefund ? { refund_amount: toMinor(Number(refund), reservation.currency) } : {}),
      },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message || 'Status changed.' });
          close();
        },
      },
    );
  };
  const options = (statuses.data ?? [])
    .filter((s) => s.id !== reservation?.status.id)
    .map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Modal opened={reservation !== null} onClose={close} title="Change status" centered>
      <Stack gap="sm">
        {reservation && (
          <Text size="sm">
            {reservation.first_name} {reservation.last_name} · {reservation.listing.external_listing_name} ·
            now <strong>{reservation.status.name}</strong>
          </Text>
        )}
        <Select
          label="New status"
          placeholder={statuses.isPending ? 'Loading…' : 'Choose a status'}
          data={options}
          value={chosen}
          onChange={choose}
          comboboxProps={{ withinPortal: false }}
          error={statuses.isError ? statuses.error.message : undefined}
        />
        {reservation && withRefund && (
          <NumberInput
            label="Refund to the guest"
            description={`Up to ${formatPrice(reservation.amount_paid, reservation.currency)}, what the guest paid less earlier refunds. 0 refunds nothing.`}
            prefix={currencySymbol(reservation.currency)}
            value={refund}
            onChange={setRefund}
            min={0}
            max={reservation.amount_paid}
            clampBehavior="strict"
            decimalScale={inputDigits(reservation.currency)}
            allowNegative={false}
            thousandSeparator=","
            error={refundError}
          />
        )}
        {mutation.error && !refundError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Status not changed">
            {isApiError(mutation.error) ? mutation.error.message : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button onClick={change} disabled={!chosen || !refundValid} loading={mutation.isPending}>
            Change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
