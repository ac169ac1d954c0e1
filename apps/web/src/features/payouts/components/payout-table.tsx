import { formatDateTime, formatDayMonth } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { type PayoutLine, payoutFeeLabel, payoutStatusLabel } from '@innkeep/contract/payouts';
import { Group, Stack, Table, Text } from '@mantine/core';
import { PayoutOwed, PayoutStatusBadge } from '../../../components/payout-status.tsx';

const day = (date: string) => formatDayMonth(date);

/**
 * The date that matters for a line: when it was reversed (paid, then taken back) or cancelled (refunded
 * before any transfer: nothing was paid), paid, or when it is due. A reversed or cancelled payout is never
 * "scheduled" (docs/requirements/money.md#R-M6).
 */
export function payoutDate(l: PayoutLine): string {
  // On the listing's clock, named, as the e-mails date the payout (docs/requirements/host.md#R-H21).
  const when = (iso: string) => formatDateTime(iso, l.time_zone);
  if (payoutStatusLabel(l) === 'cancelled')
    return l.reversed_at ? `Cancelled ${when(l.reversed_at)}, not paid` : 'Cancelled, not paid';
  if (l.status === 'reversed') return l.reversed_at ? `Reversed ${when(l.reversed_at)}` : 'Reversed';
  return l.paid_at ? `Paid ${when(l.paid_at)}` : `Scheduled for ${when(l.scheduled_for)}`;
}

/** Whose money it is: the guest, the listing and the nights, and a deposit claim said as such. */
export const payoutSubject = (l: PayoutLine) =>
  `${l.kind === 'deposit_claim' ? 'Damage claim · ' : ''}${l.guest_name} · ${l.listing} · ${day(l.start_date)} – ${day(l.end_date)}`;

/** What the host receives: "¥40,000 → €243.10" when the transfer is made in the platform's currency. */
export function payoutAmount(l: PayoutLine): string {
  const priced = formatPrice(l.amount, l.currency);
  if (l.transfer_amount === null || !l.transfer_currency || l.transfer_currency === l.currency) return priced;
  return `${priced} → ${formatPrice(l.transfer_amount, l.transfer_currency)}`;
}

/**
 * A payout's fee with its name: the platform's fee, or the card processing a guest who cancelled kept paid, named as
 * on the guest's refund (decision 0089) so the host reads the same word for the same money.
 */
function Fee({ line }: { line: PayoutLine }) {
  return (
    <>
      <Text size="sm">{formatPrice(line.fee, line.currency)}</Text>
      <Text size="xs" c="dimmed" data-testid="payout-fee-name">
        {payoutFeeLabel(line)}
      </Text>
    </>
  );
}

function Reason({ line }: { line: PayoutLine }) {
  if (!line.reason) return null;
  return (
    <Text size="xs" c={line.status === 'failed' ? 'red.8' : 'dimmed'} data-testid="payout-reason">
      {line.reason}
    </Text>
  );
}

/** A table on wide screens, a list of lines on a phone. */
export function PayoutTable({ lines }: { lines: readonly PayoutLine[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reservation</Table.Th>
              <Table.Th ta="right">To you</Table.Th>
              <Table.Th ta="right">Fee</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={`${l.reservation_id}-${l.kind}-${l.scheduled_for}`} data-testid="payout-row">
                <Table.Td>
                  <Text size="sm">#{l.reservation_id}</Text>
                  <Text size="xs" c="dimmed">
                    {payoutSubject(l)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{payoutAmount(l)}</Table.Td>
                <Table.Td ta="right">
                  <Fee line={l} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <PayoutStatusBadge line={l} />
                    <PayoutOwed owed={l.owed} currency={l.currency} />
                  </Group>
                  <Reason line={l} />
                </Table.Td>
                <Table.Td>{payoutDate(l)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {lines.map((l) => (
          <Group
            key={`${l.reservation_id}-${l.kind}-${l.scheduled_for}`}
            justify="space-between"
            wrap="nowrap"
            data-testid="payout-line"
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                #{l.reservation_id} · {payoutAmount(l)}
              </Text>
              <Text size="xs" c="dimmed">
                {payoutSubject(l)}
              </Text>
              <Text size="xs" c="dimmed">
                {payoutFeeLabel(l)} {formatPrice(l.fee, l.currency)} · {payoutDate(l)}
              </Text>
              <Reason line={l} />
            </div>
            {/* The badges keep their width: the words beside them wrap instead. */}
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <PayoutStatusBadge line={l} />
              <PayoutOwed owed={l.owed} currency={l.currency} />
            </Stack>
          </Group>
        ))}
      </Stack>
    </>
  );
}
