import { formatPrice } from '@innkeep/contract/money';
import { type PayoutLine, payoutTotals } from '@innkeep/contract/payouts';
import { Card, SimpleGrid, Text } from '@mantine/core';

/** One card per currency: what is still to come, what was paid, and the platform fees. */
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
          <Text size="sm">{formatPrice(t.paid, t.currency)} paid to you</Text>
          <Text size="sm" c="dimmed">
            {formatPrice(t.fee, t.currency)} platform fees
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
