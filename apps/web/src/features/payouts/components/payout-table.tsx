import { formatPrice } from '@innkeep/contract/money';
import type { PayoutLine } from '@innkeep/contract/payouts';
import { Group, Stack, Table, Text } from '@mantine/core';
import { PayoutOwed, PayoutStatusBadge } from './payout-status.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The date that matters for a line: when it was paid, or when it is (or was) due. */
export const payoutDate = (l: PayoutLine) =>
  l.paid_at ? `Paid ${when(l.paid_at)}` : `Scheduled for ${when(l.scheduled_for)}`;

/** A table on wide screens, a list of lines on a phone. */
export function PayoutTable({ lines }: { lines: readonly PayoutLine[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reservation</Table.Th>
              <Table.Th ta="right">To you</Table.Th>
              <Table.Th ta="right">Platform fee</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={`${l.reservation_id}-${l.scheduled_for}`} data-testid="payout-row">
                <Table.Td>#{l.reservation_id}</Table.Td>
                <Table.Td ta="right">{formatPrice(l.amount, l.currency)}</Table.Td>
                <Table.Td ta="right">{formatPrice(l.fee, l.currency)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <PayoutStatusBadge status={l.status} />
                    <PayoutOwed owed={l.owed} currency={l.currency} />
                  </Group>
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
            key={`${l.reservation_id}-${l.scheduled_for}`}
            justify="space-between"
            wrap="nowrap"
            data-testid="payout-line"
          >
            <div>
              <Text size="sm" fw={600}>
                #{l.reservation_id} · {formatPrice(l.amount, l.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                Fee {formatPrice(l.fee, l.currency)} · {payoutDate(l)}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              <PayoutStatusBadge status={l.status} />
              <PayoutOwed owed={l.owed} currency={l.currency} />
            </Stack>
          </Group>
        ))}
      </Stack>
    </>
  );
}
