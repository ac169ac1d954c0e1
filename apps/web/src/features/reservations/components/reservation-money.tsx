import { formatInstantDate } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { payoutFeeLabel, payoutStatusLabel } from '@innkeep/contract/payouts';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { PayoutStatusBadge } from '../../../components/payout-status.tsx';

const STATUS_COLOR: Record<string, string> = {
  succeeded: 'green',
  requires_capture: 'blue',
  failed: 'red',
  canceled: 'gray',
  pending: 'orange',
};
const STATUS_LABEL: Record<string, string> = {
  succeeded: 'succeeded',
  requires_capture: 'held',
  requires_action: 'waiting for 3-D Secure',
  created: 'starting',
  processing: 'processing',
  failed: 'failed',
  canceled: 'released',
  pending: 'pending',
};
const KIND: Record<string, string> = {
  stay: 'Stay',
  deposit: 'Damage deposit',
  deposit_claim: 'Damage claim',
};

function Status({ status }: { status: string }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLOR[status] ?? 'gray'}>
      {STATUS_LABEL[status] ?? status}
    </Badge>
  );
}

/** The card payments (stay and deposit) and the refunds of a reservation. */
export function ReservationMoney({ detail }: { detail: ReservationDetail }) {
  const money = (amount: number) => formatPrice(amount, detail.currency);
  // The stay's instants fall on its listing's calendar, as its e-mails date them.
  const day = (iso: string) => formatInstantDate(iso, detail.time_zone);
  if (detail.payments.length === 0) return <Text c="dimmed">No card payments.</Text>;
  return (
    <Stack gap="xs">
      {detail.payments.map((p) => (
        <Group key={p.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="payment-line">
          <div>
            <Text size="sm" fw={600}>
              {KIND[p.kind] ?? p.kind} · {money(p.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {day(p.created_at)}
              {p.captured > 0 && ` · ${money(p.captured)} claimed`}
              {p.refunded > 0 && ` · ${money(p.refunded)} refunded`}
            </Text>
          </div>
          <Status status={p.status} />
        </Group>
      ))}
      {detail.payouts.map((p) => (
        <Group
          key={`p${p.kind}${p.scheduled_for}`}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          data-testid="payout-line"
        >
          <div>
            <Text size="sm" fw={600}>
              {p.kind === 'deposit_claim' ? 'Payout of the damage claim to you' : 'Payout to you'} ·{' '}
              {money(p.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {/* The guest's receipt's name when the fee is the card processing they kept paid (decision 0089). */}
              {payoutFeeLabel(p)} {money(p.fee)} ·{' '}
              {payoutStatusLabel(p) === 'cancelled'
                ? `cancelled${p.reversed_at ? ` ${day(p.reversed_at)}` : ''}, not paid`
                : p.status === 'reversed'
                  ? `reversed${p.reversed_at ? ` ${day(p.reversed_at)}` : ''}${p.paid_at ? ` (paid ${day(p.paid_at)})` : ''}`
                  : p.paid_at
                    ? `paid ${day(p.paid_at)}`
                    : `scheduled for ${day(p.scheduled_for)}`}
              {p.owed > 0 ? ` · you owe ${money(p.owed)}, kept from your next payouts` : ''}
            </Text>
          </div>
          <PayoutStatusBadge line={p} />
        </Group>
      ))}
      {detail.refunds.map((r) => (
        <Group key={`r${r.id}`} justify="space-between" wrap="nowrap" gap="sm" data-testid="refund-line">
          <div>
            <Text size="sm" fw={600}>
              Refund · {money(r.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {day(r.created_at)}
              {r.reason && ` · ${r.reason}`}
            </Text>
            {r.failure_reason && (
              <Text size="xs" c="red">
                The card provider could not make it: {r.failure_reason.replaceAll('_', ' ')}.
              </Text>
            )}
          </div>
          <Status status={r.status} />
        </Group>
      ))}
    </Stack>
  );
}
