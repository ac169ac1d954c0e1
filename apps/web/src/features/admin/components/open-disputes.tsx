import { type AdminDispute, disputeStatusText } from '@innkeep/contract/disputes';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { notifications } from '../../../lib/notifications.ts';
import { decideDispute, useOpenDisputes } from '../api/disputes.ts';
import { useAdminSave } from '../api/use-admin-save.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { DashboardSection, NothingToList } from './dashboard-section.tsx';
import { shownDate } from './format.ts';

type Outcome = 'won' | 'lost';

/** TEST MODE: how the admin, playing the bank, can decide a dispute, and what each decision does. */
const OUTCOMES = {
  won: {
    label: 'Won',
    color: 'teal',
    effect: 'The money comes back to the platform and the host is paid their share as before.',
  },
  lost: {
    label: 'Lost',
    color: 'red',
    effect:
      "The money stays with the guest: the host's share is not paid back, and the stay can no longer be refunded.",
  },
} as const;

/** The admin dashboard's open disputes: which stay, whose, how much, why, and when evidence is due. */
export function OpenDisputes() {
  const disputes = useOpenDisputes();
  // TEST MODE: the admin plays the guest's bank and decides the dispute; with Stripe the bank does.
  const testMode = usePaymentsConfig()?.provider === 'simulator';
  const decide = useAdminSave(decideDispute);
  // A decision is final (a closed dispute never reopens): it is asked first, like every destructive admin action.
  const [asking, setAsking] = useState<{ dispute: AdminDispute; outcome: Outcome } | null>(null);
  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    decide.mutate(
      { id: asking.dispute.id, outcome: asking.outcome },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          setAsking(null);
        },
      },
    );
  };
  const deciding = (d: AdminDispute) => decide.isPending && decide.variables?.id === d.id;

  const columns: Column<AdminDispute>[] = [
    { label: 'Reservation', render: (d) => `#${d.reservation_id}` },
    { label: 'Listing', render: (d) => d.listing },
    { label: 'Host', render: (d) => d.host_email },
    {
      label: 'Amount',
      render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(d.amount, d.currency)}</span>,
    },
    { label: 'Reason', render: (d) => d.reason_text },
    { label: 'Status', render: (d) => disputeStatusText(d.status) },
    {
      label: 'Evidence due',
      render: (d) => (d.evidence_due_by ? shownDate(d.evidence_due_by) : '–'),
    },
  ];
  if (testMode)
    columns.push({
      label: 'The bank decides (test)',
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          {(Object.keys(OUTCOMES) as Outcome[]).map((outcome) => (
            <Button
              key={outcome}
              size="xs"
              variant="light"
              color={OUTCOMES[outcome].color}
              loading={deciding(d) && decide.variables?.outcome === outcome}
              disabled={deciding(d)}
              onClick={() => {
                decide.reset();
                setAsking({ dispute: d, outcome });
              }}
              aria-label={`${OUTCOMES[outcome].label}: dispute on reservation #${d.reservation_id}`}
            >
              {OUTCOMES[outcome].label}
            </Button>
          ))}
        </Group>
      ),
    });

  const dialog = (
    <Modal
      opened={asking !== null}
      onClose={close}
      centered
      title={
        asking
          ? `Decide the dispute on #${asking.dispute.reservation_id}: ${OUTCOMES[asking.outcome].label.toLowerCase()}?`
          : ''
      }
    >
      {asking && (
        <Stack gap="sm">
          <Text size="sm">
            Test mode: you play the guest's bank and decide the dispute of{' '}
            {formatPrice(asking.dispute.amount, asking.dispute.currency)} on {asking.dispute.listing}.{' '}
            {OUTCOMES[asking.outcome].effect}
          </Text>
          <Text size="sm" c="red.8" fw={500}>
            A decided dispute is closed for good.
          </Text>
          {decide.isError && (
            <Alert color="red" role="alert">
              {decide.error.message}
            </Alert>
          )}
          <DialogActions
            pending={decide.isPending}
            onCancel={close}
            onAction={confirm}
            color={OUTCOMES[asking.outcome].color}
            mt="xs"
          >
            {`Decide ${OUTCOMES[asking.outcome].label.toLowerCase()}`}
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );

  return (
    <DashboardSection
      titleId="open-disputes"
      title="Open disputes"
      query={disputes}
      errorTitle="The disputes could not be loaded"
      dialog={dialog}
    >
      {(rows) =>
        rows.length === 0 ? (
          <NothingToList>No payment is disputed.</NothingToList>
        ) : (
          <div data-testid="open-disputes">
            <AdminTable caption="Open disputes" columns={columns} rows={rows} rowKey={(d) => d.id} />
          </div>
        )
      }
    </DashboardSection>
  );
}
