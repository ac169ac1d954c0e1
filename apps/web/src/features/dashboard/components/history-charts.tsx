import '@mantine/charts/styles.css';
import type { Dashboard } from '@innkeep/contract/dashboard';
import { formatPrice } from '@innkeep/contract/money';
import { BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from './format.ts';

/** Booked nights and revenue of the last 12 months; revenue one currency at a time (amounts don't add up across). */
export function HistoryCharts({ history }: { history: Dashboard['history'] }) {
  const currencies = [...new Set(history.flatMap((m) => m.revenue.map((r) => r.currency)))].sort();
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const data = history.map((m) => ({
    month: monthLabel(m.month, 'short'),
    nights: m.nights,
    revenue: m.revenue.find((r) => r.currency === currency)?.amount ?? 0,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4">
          Booked nights
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Per month, last 12 months
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="month"
          series={[{ name: 'nights', label: 'Booked nights', color: 'teal.6' }]}
          tickLine="y"
          // A chart's div has no role, and aria-label is prohibited there (axe): a figure may carry a name.
          role="figure"
          aria-label="Booked nights per month, last 12 months"
        />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4">
              Revenue
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              Per month, by the night, last 12 months
            </Text>
          </div>
          {currencies.length > 1 ? (
            <SegmentedControl
              size="xs"
              data={currencies}
              value={currency}
              onChange={setPicked}
              aria-label="Currency"
            />
          ) : null}
        </Group>
        {currency === undefined ? (
          <Text c="dimmed" size="sm" h={240}>
            No paid stays in the last 12 months.
          </Text>
        ) : (
          <BarChart
            h={240}
            data={data}
            dataKey="month"
            series={[{ name: 'revenue', label: `Revenue (${currency})`, color: 'brand.6' }]}
            tickLine="y"
            valueFormatter={(v) => formatPrice(v, currency)}
            role="figure"
            aria-label="Revenue per month, last 12 months"
          />
        )}
      </Card>
    </SimpleGrid>
  );
}
