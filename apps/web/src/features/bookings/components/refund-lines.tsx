import type { CancellationLineWire } from '@innkeep/contract/cancellation-quote';
import { formatMoney, toMajor, toMinor } from '@innkeep/contract/money';
import { Stack, Text } from '@mantine/core';

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
  const money = (major: number) => formatMoney(toMinor(major, currency), currency);
  const amount = { textAlign: 'right', whiteSpace: 'nowrap', padding: '2px 0' } as const;
  // A plain table: Mantine's Table brings the dashboard's stylesheet to the guest's page (mantine-styles.test).
  return (
    <table
      data-testid={testId}
      style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'left', marginBottom: 4 }}>
        <Text span fw={700} size="sm">
          {title}
        </Text>
      </caption>
      <tbody>
        {lines.map((l) => (
          <tr key={`${l.key}:${l.label}`}>
            <td style={{ padding: '2px 0' }}>{l.label}</td>
            <td style={amount}>{money(l.amount)}</td>
          </tr>
        ))}
        <tr style={{ borderTop: '1px solid var(--mantine-color-default-border)', fontWeight: 700 }}>
          <td style={{ padding: '2px 0' }}>{totalLabel}</td>
          <td style={amount}>{money(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The refund before the guest confirms a cancellation (docs/requirements/cancellation.md#R-C3): what comes back line by line and what
 * the guest does not get back, as the server computed them (they add up to the refund and to what was paid).
 */
export function RefundLines({ currency, refund, lines, kept }: RefundLinesProps) {
  // Added in minor units, so that 0.1 + 0.2 stays 0.3.
  const keptTotal = toMajor(
    kept.reduce((s, l) => s + toMinor(l.amount, currency), 0),
    currency,
  );
  // A full refund less card processing lists the processing as a deduction: a second table saying only that
  // (the same €9.12 twice, once negative) is left out. Anything the policy keeps shows it.
  const deducted = new Set(lines.filter((l) => l.amount < 0).map((l) => l.key));
  const keptSaysMore = kept.some((l) => !deducted.has(l.key));
  const sides = [
    { title: 'You get back', testId: 'refund-lines', lines, totalLabel: 'Refund', total: refund },
    {
      title: 'You do not get back',
      testId: 'kept-lines',
      lines: keptSaysMore ? kept : [],
      totalLabel: 'Not refunded',
      total: keptTotal,
    },
  ];
  return (
    <Stack gap="sm">
      {sides.map((side) => side.lines.length > 0 && <Side key={side.testId} {...side} currency={currency} />)}
    </Stack>
  );
}
