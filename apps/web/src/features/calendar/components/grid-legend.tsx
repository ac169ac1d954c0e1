import { Group, Text } from '@mantine/core';

/** What the multi-calendar's colours mean: the nights' prices, the bars and the tasks. */
export function GridLegend() {
  return (
    <Group gap="md" aria-label="Legend">
      <Text size="xs">Prices: white base · blue weekend · yellow season · orange one-off</Text>
      <Text size="xs">
        Bars: a stay in its status colour · dark striped blocked by you · purple striped a channel · ⚠ red
        double booked
      </Text>
      <Text size="xs">Tasks: green assigned · orange unassigned</Text>
    </Group>
  );
}
