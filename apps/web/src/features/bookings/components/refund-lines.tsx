import { formatMinor } from '@innkeep/contract/cancellation';
import type { CancellationLineWire } from '@innkeep/contract/cancellation-quote';
import { toMajor, toMinor } from '@innkeep/contract/money';
import { Stack, Table, Text } from '@mantine/core';

interface RefundLinesProps {
  currency: string;
  refund: number;
  lines: CancellationLineWire[];
  kept: CancellationLineWire[];
}

/** One side of the itemised refund: its lines and their sum, amounts to the cent as the refund is made. */
function Side({
  title,
  testId,
  lines,
  totalLabel,
  total,
  currency,
}: {
  title: string;
  testId: string;
  lines: CancellationLineWire[];
  totalLabel: string;
  total: number;
  currency: string;
}) {
  const money = (major: number) => formatMinor(toMinor(major, currency), currency);
  return (
    <Table data-testid={testId} withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', marginBottom: 4 }}>
        <Text span fw={700} size="sm" c="var(--mantine-color-text)">
          {title}
        </Text>
      </Table.Caption>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={`${l.key}:${l.label}`}>
            <Table.Td>{l.label}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(l.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Td fw={700}>{totalLabel}</Table.Td>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * The refund before the guest confirms a cancellation (issue 37 item 8): what comes back line by line and what
 * the guest does not get back, as the server computed them (they add up to the refund and to what was paid).
 */
export function RefundLines({ currency, refund, lines, kept }: RefundLinesProps) {
  // Added in minor units, so that 0.1 + 0.2 stays 0.3.
  const keptTotal = toMajor(
    kept.reduce((s, l) => s + toMinor(l.amount, currency), 0),
    currency,
  );
  return (
    <Stack gap="sm">
      {lines.length > 0 && (
        <Side
          title="You get back"
          testId="refund-lines"
          lines={lines}
          totalLabel="Refund"
          total={refund}
          currency={currency}
        />
      )}
      {kept.length > 0 && (
        <Side
          title="You do not get back"
          testId="kept-lines"
          lines={kept}
          totalLabel="Not refunded"
          total={keptTotal}
          currency={currency}
        />
      )}
    </Stack>
  );
}
