import { formatPrice } from '@innkeep/contract/money';
import { type PayoutLine, payoutTotals } from '@innkeep/contract/payouts';
import { Card, SimpleGrid, Text } from '@mantine/core';

/**
 * One card per currency: what is still to come (after what the host owes back), what was paid, the platform fees and, apart, the card processing
 * guests who cancelled kept paid (named as on their refund, decision 0089).
 */
export function PayoutTotals({ lines }: { lines: readonly PayoutLine[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {payoutTotals(lines).map((t) => (
        <Card key={t.currency} withBorder padding="md" data-testid="payout-total">
          <Text size="sm" c="dimmed" fw={600}>
            {t.currency}
          </Text>
          <Text size="xl" fw={700}>
            {formatPrice(t.upcoming, t.currency)} to come
          </Text>
          {t.owed > 0 && (
            <Text size="sm" c="red.8">
              after {formatPrice(t.owed, t.currency)} you owe back
            </Text>
          )}
          <Text size="sm">{formatPrice(t.paid, t.currency)} paid to you</Text>
          <Text size="sm" c="dimmed">
            {formatPrice(t.fee, t.currency)} platform fees
          </Text>
          {t.processing > 0 && (
            <Text size="sm" c="dimmed">
              {formatPrice(t.processing, t.currency)} card processing kept on cancellations
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
