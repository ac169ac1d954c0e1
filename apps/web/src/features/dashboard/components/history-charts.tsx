import '@mantine/charts/styles.css';
import type { Dashboard } from '@innkeep/contract/dashboard';
import { formatPrice } from '@innkeep/contract/money';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { Card, Group, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from './format.ts';

type Month = Dashboard['history'][number];

/**
 * Booked nights and revenue of the last 12 months and, in a lighter bar, the next 6 as booked so far (on the
 * books); revenue one currency at a time (amounts don't add up across).
 */
export function HistoryCharts({ history, forward }: { history: Month[]; forward: Month[] }) {
  const all = [...history, ...forward];
  const currencies = [...new Set(all.flatMap((m) => m.revenue.map((r) => r.currency)))].sort();
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const amount = (m: Month) => m.revenue.find((r) => r.currency === currency)?.amount ?? 0;
  // Past and ahead are two stacked series (one of them 0 in each month), so the months ahead look different.
  const data = all.map((m, i) => {
    const ahead = i >= history.length;
    return {
      month: monthLabel(m.month, 'short'),
      nights: ahead ? 0 : m.nights,
      nightsAhead: ahead ? m.nights : 0,
      revenue: ahead ? 0 : amount(m),
      revenueAhead: ahead ? amount(m) : 0,
    };
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4">
          Booked nights
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Per month: the last 12 months, then the next 6 as booked so far
        </Text>
        <MonthBars
          data={data}
          series={[
            { name: 'nights', label: 'Booked nights', color: 'teal.7' },
            { name: 'nightsAhead', label: 'Booked ahead', color: 'teal.3' },
          ]}
          aria-label="Booked nights per month, the last 12 months and the next 6"
        />
      </Card>
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4">
              Revenue
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              Per month, by the night: the last 12 months, then the next 6 as booked so far
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
          <Text c="dimmed" size="sm" h={CHART_HEIGHT}>
            No paid stays in the last 12 months or the next 6.
          </Text>
        ) : (
          <MonthBars
            data={data}
            series={[
              { name: 'revenue', label: `Revenue (${currency})`, color: 'brand.7' },
              { name: 'revenueAhead', label: `Booked ahead (${currency})`, color: 'brand.3' },
            ]}
            valueFormatter={(v) => formatPrice(v, currency)}
            aria-label="Revenue per month, the last 12 months and the next 6"
          />
        )}
      </Card>
    </SimpleGrid>
  );
}

const CHART_HEIGHT = 260;

type MonthBarsProps = Pick<BarChartProps, 'data' | 'series' | 'valueFormatter'> & { 'aria-label': string };

/** A month's past and ahead bars, stacked, with a legend. */
function MonthBars(props: MonthBarsProps) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      dataKey="month"
      type="stacked"
      withLegend
      tickLine="y"
      // Mantine moves the month labels 10 px down, out of recharts' 30 px axis: the axis takes that room too.
      xAxisProps={{ height: 40 }}
      // A chart's div has no role, and aria-label is prohibited there (axe): a figure may carry a name.
      role="figure"
      {...props}
    />
  );
}
