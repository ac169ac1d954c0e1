import { formatDate } from '@innkeep/contract/dates';
import type { DisputeWire } from '@innkeep/contract/disputes';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Text } from '@mantine/core';

const OUTCOME: Record<string, string> = {
  won: 'Dispute won: the payment stays with you.',
  lost: "Dispute lost: the guest's bank returned the money to the guest.",
};

/** The drawer's dispute notice: "Disputed" with the reason, the amount and the evidence due date. */
export function ReservationDispute({ dispute }: { dispute: DisputeWire }) {
  const amount = formatPrice(dispute.amount, dispute.currency);
  const due = dispute.evidence_due_by ? formatDate(dispute.evidence_due_by.slice(0, 10)) : null;
  if (!dispute.open)
    return (
      <Alert color={dispute.outcome === 'lost' ? 'red' : 'gray'} title="Dispute closed" data-testid="dispute">
        <Text size="sm">{OUTCOME[dispute.outcome ?? ''] ?? 'Closed without a chargeback.'}</Text>
      </Alert>
    );
  return (
    <Alert color="red" title="Disputed" role="alert" data-testid="dispute">
      <Text size="sm">
        The guest's bank disputes {amount}: {dispute.reason_text}.
      </Text>
      {due && (
        <Text size="sm" fw={600}>
          Evidence due by {due}.
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        The payment cannot be refunded while the dispute is open, and your payout for it is held.
      </Text>
    </Alert>
  );
}
