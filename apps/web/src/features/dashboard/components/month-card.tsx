import type { Dashboard } from '@innkeep/contract/dashboard';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { monthLabel, revenueText } from './format.ts';

/**
 * This month or the next: occupancy of the published listings, booked nights, revenue per currency net of the
 * occupancy taxes, and those taxes apart: the host pays them on to the city (docs/requirements/host.md#R-H12).
 */
export function MonthCard({
  title,
  month,
  testId,
}: {
  title: string;
  month: Dashboard['months'][number];
  testId: string;
}) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {monthLabel(month.month)}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            Occupancy
          </Text>
          <Text fw={700} data-testid={`${testId}-occupancy`}>
            {month.occupancy_percent}%
          </Text>
        </Group>
        <Progress value={month.occupancy_percent} aria-label={`Occupancy ${month.occupancy_percent}%`} />
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            Booked nights
          </Text>
          <Text fw={600} data-testid={`${testId}-nights`}>
            {month.nights}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Revenue, net of taxes
          </Text>
          <Text fw={600} ta="right" data-testid={`${testId}-revenue`}>
            {revenueText(month.revenue)}
          </Text>
        </Group>
        {month.taxes.length > 0 ? (
          <Group justify="space-between" align="baseline" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Taxes collected, to remit
            </Text>
            <Text size="sm" ta="right" data-testid={`${testId}-taxes`}>
              {revenueText(month.taxes)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
