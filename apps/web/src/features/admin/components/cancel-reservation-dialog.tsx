import type { AdminReservation } from '@innkeep/contract/admin';
import { AdminCancelInput } from '@innkeep/contract/cancellation-wire';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/field-issues.ts';
import { notifications } from '../../../lib/notifications.ts';
import { cancelReservation } from '../api/reservations.ts';
import { useAdminSave } from '../api/use-admin-save.ts';

type Cause = AdminCancelInput['cause'];

/** What the cancellation gives back: what the guest paid and has not had back (refunds, a lost dispute). */
function refundWords(stay: AdminReservation): string {
  const left = formatPrice(stay.amount_paid, stay.currency);
  if (stay.status.id !== ReservationStatus.Paid)
    return 'Nothing was paid, so nothing is refunded; the dates are freed.';
  if (stay.amount_paid === 0)
    return "Nothing is left to refund: the guest's bank already gave the payment back. The dates are freed.";
  return stay.amount_paid < stay.total
    ? `${left} of the ${formatPrice(stay.total, stay.currency)} paid has not gone back to the guest yet: it is refunded, even after check-in.`
    : `What the guest paid, ${left}, goes back to them, even after check-in.`;
}

/**
 * Support cancels a stay for the guest or the host (decision 0023): everything paid goes back to the guest,
 * after check-in too, and `cause` says who bears it. The reason is written into both e-mails.
 */
export function CancelReservationDialog({ stay, onClose }: { stay: AdminReservation; onClose: () => void }) {
  const [cause, setCause] = useState<Cause | ''>('');
  const [reason, setReason] = useState('');
  const cancel = useAdminSave(cancelReservation);
  const form = useCheckedForm(AdminCancelInput, cancel);

  function submit() {
    const parsed = form.check({ cause: cause || undefined, reason });
    if (!parsed) return;
    cancel.mutate(
      { id: stay.id, ...parsed },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onClose();
        },
      },
    );
  }

  // A 422 about the form's own fields shows under them; any other refusal (a 422 on `refund`: the payment is
  // disputed, or a 409) is said here, or the admin would press Cancel and see nothing happen.
  const fieldRefusal =
    isApiError(cancel.error) &&
    Boolean(cancel.error.fieldError('cause') ?? cancel.error.fieldError('reason'));
  const refused = cancel.isError && !fieldRefusal;
  // Nothing to refund (an unpaid stay, a lost dispute): the cause still says whose cancellation it is.
  const refunds = stay.status.id === ReservationStatus.Paid && stay.amount_paid > 0;
  return (
    <Modal opened onClose={onClose} title={`Cancel reservation #${stay.id}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {stay.guest_name} at {stay.listing_name}, {formatDate(stay.start_date)} to{' '}
            {formatDate(stay.end_date)}. {refundWords(stay)}
          </Text>
          <Radio.Group
            label={refunds ? 'Who bears the refund' : 'Whose cancellation it is'}
            value={cause}
            onChange={(v) => setCause(v as Cause)}
            error={form.issue('cause')}
            required
          >
            <Stack gap="xs" mt={6}>
              <Radio value="host_cancellation" label="The host: they cancelled or could not host the stay" />
              <Radio
                value="platform"
                label={
                  refunds
                    ? 'Innkeep: our mistake, or a goodwill refund'
                    : 'Innkeep: our mistake or our decision'
                }
              />
            </Stack>
          </Radio.Group>
          <Textarea
            label="Reason"
            description="Written into the e-mails to the guest and the host."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={form.issue('reason')}
            maxLength={1000}
            autosize
            minRows={3}
            required
          />
          {refused && (
            <Alert color="red" role="alert">
              {cancel.error?.message}
            </Alert>
          )}
          <DialogActions pending={cancel.isPending} onCancel={onClose} color="red" cancelLabel="Keep it">
            {refunds ? 'Cancel and refund' : 'Cancel reservation'}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
