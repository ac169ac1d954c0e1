import { formatDate } from '@innkeep/contract/dates';
import { zoneLabel } from '@innkeep/contract/payment-deadline';
import { turnoverSummary } from '@innkeep/contract/tasks';
import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarDue,
  IconClockDollar,
  IconLogin2,
  IconLogout2,
  IconMessageQuestion,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useTaskSummary } from '../api/get-task-summary.ts';
import { FirstListing } from '../components/first-listing.tsx';
import { MonthCard } from '../components/month-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { UpcomingList } from '../components/upcoming-list.tsx';

// The chart library is most of this page's weight: the figures show while it loads.
const HistoryCharts = lazy(() =>
  import('../components/history-charts.tsx').then((m) => ({ default: m.HistoryCharts })),
);

/** `/dashboard`: the host's day (arrivals, departures, work to do), this month and the next, and a year of history. */
export default function DashboardPage() {
  const { user } = useSession();
  const dashboard = useDashboard();
  const d = dashboard.data;
  const turnovers = useTaskSummary().data?.data;
  return (
    <Stack gap="lg">
      <PageMeta title="Dashboard" />
      <div>
        <Title order={1}>Welcome{user ? `, ${user.first_name}` : ''}</Title>
        {d ? (
          <Text c="dimmed" mt={4}>
            Today is {formatDate(d.today)} ({zoneLabel(d.time_zone)}).
          </Text>
        ) : null}
        {turnovers && (turnovers.today > 0 || turnovers.tomorrow > 0) ? (
          <Text mt={4}>
            <Anchor component={Link} to="/tasks">
              {turnoverSummary(turnovers)}
            </Anchor>
          </Text>
        ) : null}
      </div>
      <QueryState
        query={dashboard}
        loading="Loading your figures"
        errorTitle="Your figures could not be loaded"
      >
        {(figures) =>
          figures.listings.published === 0 &&
          figures.upcoming.length === 0 &&
          figures.pending_inquiries === 0 ? (
            <FirstListing drafts={figures.listings.drafts} />
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
                <StatCard
                  testId="arrivals"
                  label="Arrivals today"
                  value={figures.arrivals.today}
                  hint={`${figures.arrivals.next_7_days} in the next 7 days`}
                  icon={IconLogin2}
                />
                <StatCard
                  testId="departures"
                  label="Departures today"
                  value={figures.departures.today}
                  hint={`${figures.departures.next_7_days} in the next 7 days`}
                  icon={IconLogout2}
                />
                <StatCard
                  testId="inquiries"
                  label="Pending inquiries"
                  value={figures.pending_inquiries}
                  hint="Answer them"
                  icon={IconMessageQuestion}
                  to="/reservations?status=1"
                />
                <StatCard
                  testId="holds"
                  label="Awaiting payment"
                  value={figures.unpaid_holds}
                  hint="Approved, not paid yet"
                  icon={IconClockDollar}
                  to="/reservations?status=3"
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                <MonthCard title="This month" month={figures.months[0]!} testId="this-month" />
                <MonthCard title="Next month" month={figures.months[1]!} testId="next-month" />
                <UpcomingList upcoming={figures.upcoming} />
              </SimpleGrid>
              <Suspense fallback={<Skeleton h={320} radius="md" aria-label="Loading the charts" />}>
                <HistoryCharts history={figures.history} forward={figures.forward} />
              </Suspense>
              <Text size="xs" c="dimmed">
                <IconCalendarDue size={12} style={{ verticalAlign: 'middle' }} /> Booked means paid or payment
                in progress; nights and revenue count in the month each night falls in. Revenue is net of the
                occupancy taxes guests paid, which are shown apart: you pay them on. Occupancy is over your
                published listings.
              </Text>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
