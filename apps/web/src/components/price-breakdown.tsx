import type { Calculation } from '@innkeep/contract/bookings';
import { ARRIVAL_FEE_BADGE, arrivalFeeNote, isPaidOnArrival } from '@innkeep/contract/fees-on-arrival';
import { formatPrice } from '@innkeep/contract/money';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';

/** A badge's label on as many lines as a phone's column needs, never cut with an ellipsis. */
const WRAPPING_BADGE = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/**
 * Every line of the server's calculation; fees the host keeps out of the sum are marked, not added, and
 * under the total a fee the host collects on arrival says so (decision 0087).
 */
export function PriceBreakdown({
  calculation,
  totalLabel = 'Total',
}: {
  calculation: Calculation;
  totalLabel?: string;
}) {
  const money = (amount: number) => formatPrice(amount, calculation.currency, calculation.currency_symbol);
  const onArrival = calculation.lines.filter(isPaidOnArrival);
  return (
    <Stack gap={8} data-testid="price-breakdown" aria-label="Price breakdown">
      {calculation.lines.map((line) => (
        // Several 'nights' lines when the nights cost differently (rates): each names its own price.
        <Group key={`${line.key}:${line.label}`} justify="space-between" wrap="nowrap" gap="sm" align="start">
          <Stack gap={2}>
            <Text size="sm" c={line.excluded ? 'dimmed' : undefined}>
              {line.label}
            </Text>
            {line.excluded && (
              <Badge
                size="xs"
                variant="light"
                color="gray"
                w="fit-content"
                maw="100%"
                styles={WRAPPING_BADGE}
              >
                {line.key === 'refundable_damage_deposit'
                  ? 'Only if damage is reported, not in total'
                  : ARRIVAL_FEE_BADGE}
              </Badge>
            )}
          </Stack>
          <Text size="sm" fw={500} c={line.amount < 0 ? 'brand.8' : line.excluded ? 'dimmed' : undefined}>
            {money(line.amount)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{totalLabel}</Text>
        <Text fw={800} size="lg" data-testid="price-total">
          {money(calculation.total_price)}
        </Text>
      </Group>
      {onArrival.map((line) => (
        <Text key={line.key} size="sm" data-testid="arrival-fee">
          {arrivalFeeNote(line.label, money(line.amount))}
        </Text>
      ))}
    </Stack>
  );
}
