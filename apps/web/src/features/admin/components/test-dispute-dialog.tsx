import type { AdminReservation } from '@innkeep/contract/admin';
import { TEST_DISPUTE_REASONS } from '@innkeep/contract/disputes';
import { Alert, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { notifications } from '../../../lib/notifications.ts';
import { simulateDispute, type TestDisputeReason } from '../api/disputes.ts';
import { useAdminSave } from '../api/use-admin-save.ts';

/** TEST MODE: the admin plays the guest's bank and disputes the stay's charge, to try the dispute path. */
export function TestDisputeDialog({ stay, onClose }: { stay: AdminReservation; onClose: () => void }) {
  const [reason, setReason] = useState<TestDisputeReason>('fraudulent');
  const dispute = useAdminSave(simulateDispute);
  return (
    <Modal opened onClose={onClose} title={`Test a dispute on #${stay.id}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          dispute.mutate(
            { reservationId: stay.id, reason },
            {
              onSuccess: (reply) => {
                notifications.show({ color: 'teal', message: reply.message });
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Test mode: you play the guest's bank. The charge is disputed as a real chargeback would be: the
            host's payout is held and the dispute appears on the dashboard, where you decide it.
          </Text>
          <NativeSelect
            label="The bank's reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as TestDisputeReason)}
            data={TEST_DISPUTE_REASONS.map((r) => ({ value: r, label: r.replaceAll('_', ' ') }))}
          />
          {dispute.isError && (
            <Alert color="red" role="alert">
              {dispute.error.message}
            </Alert>
          )}
          <DialogActions pending={dispute.isPending} onCancel={onClose} color="orange" cancelLabel="Close">
            Open the dispute
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
