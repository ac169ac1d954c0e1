import type { CalendarBlock } from '@innkeep/contract/calendar';
import { monthOf, monthStart } from '@innkeep/contract/dashboard';
import { todayIso } from '@innkeep/contract/dates';
import { Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCalendar } from '../api/get-calendar.ts';
import { BlockDialog, type NightRange } from '../components/block-dialog.tsx';
import { CalendarLegend } from '../components/calendar-legend.tsx';
import { type GridDay, gridRange, isFree, monthDays } from '../components/month-days.ts';
import { holds, MonthGrid } from '../components/month-grid.tsx';
import { MonthList } from '../components/month-list.tsx';
import { PeriodArrows } from '../components/period-arrows.tsx';
import { UnblockDialog } from '../components/unblock-dialog.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** `/calendar`: a month of one listing, its stays in their status colours and its blocks; block and unblock. */
export default function CalendarPage() {
  const today = todayIso();
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : monthOf(today);
  const listingParam = Number(params.get('listing'));
  const listingId = Number.isInteger(listingParam) && listingParam > 0 ? listingParam : null;
  const { from, to } = gridRange(month);
  const calendar = useCalendar(listingId, from, to);

  const [selecting, setSelecting] = useState<string | null>(null);
  const [range, setRange] = useState<NightRange | null>(null);
  const [opened, setOpened] = useState<CalendarBlock | null>(null);

  const go = (next: { month?: string; listing?: number }) => {
    const p = new URLSearchParams(params);
    if (next.month) p.set('month', next.month);
    if (next.listing) p.set('listing', String(next.listing));
    setParams(p, { replace: true });
    setSelecting(null);
  };

  function onDay(day: GridDay) {
    const blocked = day.items.find((i) => i.kind === 'block');
    if (blocked?.kind === 'block') {
      setSelecting(null);
      setOpened(blocked.block);
      return;
    }
    if (!isFree(day, holds)) return;
    if (!selecting) {
      setSelecting(day.date);
      return;
    }
    const [start, last] = selecting <= day.date ? [selecting, day.date] : [day.date, selecting];
    setRange({ start, last });
    setSelecting(null);
  }

  const data = calendar.data;
  const shownId = data?.listing_id ?? null;
  // Without `?listing=` the server shows the newest listing: pin it in the URL, so a refetch after a listing is
  // added elsewhere does not switch the calendar under the host.
  useEffect(() => {
    if (listingId !== null || shownId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('listing', String(shownId));
        return next;
      },
      { replace: true },
    );
  }, [listingId, shownId, setParams]);
  return (
    <Container size="xl" py="md">
      <PageMeta title="Calendar" />
      <Stack gap="md">
        <Group justify="space-between" align="end" gap="sm">
          <Title order={1}>Calendar</Title>
          {data && data.listings.length > 0 ? (
            <Select
              label="Listing"
              data={data.listings.map((l) => ({
                value: String(l.id),
                label: l.draft ? `${l.name} (draft)` : l.name,
              }))}
              value={shownId === null ? null : String(shownId)}
              onChange={(value) => value && go({ listing: Number(value) })}
              allowDeselect={false}
              w={{ base: '100%', xs: 320 }}
            />
          ) : null}
        </Group>

        <QueryState query={calendar} loading="Loading the calendar">
          {({ stays, blocks }) =>
            shownId === null ? (
              <Paper withBorder p="lg" radius="md">
                <Text mb="sm">
                  You have no listings yet: create one, then block the dates you keep for yourself here.
                </Text>
                <Button component={Link} to="/create_listing">
                  Create your first listing
                </Button>
              </Paper>
            ) : (
              <>
                <Group justify="space-between" gap="xs">
                  <PeriodArrows
                    earlierLabel="Previous month"
                    laterLabel="Next month"
                    onEarlier={() => go({ month: monthOf(monthStart(month, -1)) })}
                    onLater={() => go({ month: monthOf(monthStart(month, 1)) })}
                  >
                    <Title order={2} size="h3" miw={170} ta="center" aria-live="polite">
                      {monthName(month)}
                    </Title>
                  </PeriodArrows>
                  <Button
                    variant="subtle"
                    onClick={() => go({ month: monthOf(today) })}
                    disabled={month === monthOf(today)}
                  >
                    Today
                  </Button>
                </Group>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {selecting
                    ? 'Now pick the last night to block (or the same day for one night).'
                    : 'To block dates, pick the first night, then the last. Pick a blocked day to see or unblock it.'}
                </Text>
                <MonthGrid
                  days={monthDays(month, stays, blocks)}
                  today={today}
                  selecting={selecting}
                  onDay={onDay}
                />
                <CalendarLegend />
                <MonthList
                  stays={stays.filter(
                    (x) => x.end_date > monthStart(month) && x.start_date < monthStart(month, 1),
                  )}
                  blocks={blocks.filter(
                    (x) => x.end_date > monthStart(month) && x.start_date < monthStart(month, 1),
                  )}
                  onBlock={setOpened}
                />
              </>
            )
          }
        </QueryState>
      </Stack>
      {shownId !== null ? (
        <BlockDialog listingId={shownId} range={range} onClose={() => setRange(null)} />
      ) : null}
      <UnblockDialog block={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}
