import type { CalendarBlock } from '@innkeep/contract/calendar';
import { monthOf } from '@innkeep/contract/dashboard';
import { readerToday } from '@innkeep/contract/formats';
import { todayIn } from '@innkeep/contract/time-zones';
import { Alert, Anchor, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCalendar } from '../api/get-calendar.ts';
import { BlockDialog, type NightRange } from '../components/block-dialog.tsx';
import { CalendarHeader } from '../components/calendar-header.tsx';
import { type GridDay, gridRange, isFree } from '../components/month-days.ts';
import { holds } from '../components/month-grid.tsx';
import { MonthView } from '../components/month-view.tsx';
import { NoListingsYet } from '../components/no-listings-yet.tsx';
import { UnblockDialog } from '../components/unblock-dialog.tsx';
import { usePinnedListing } from '../hooks/use-pinned-listing.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `/calendar/month`: a month of one listing, its stays in their status colours and its blocks; block and unblock. */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month') ?? '';
  // Asked before the listing and its zone are known: the host's own month, the listing's too but around a
  // month's turn.
  const month = MONTH.test(monthParam) ? monthParam : monthOf(readerToday());
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
  // What is past is the listing's date (decision 0115): the server refuses to block a night before it.
  const shown = data?.listings.find((l) => l.id === shownId);
  const today = shown ? todayIn(shown.time_zone) : readerToday();
  usePinnedListing(listingId, shownId, setParams);
  return (
    <DashboardWidth size="xl" py="md">
      <PageMeta title="Calendar" />
      <Stack gap="md">
        <CalendarHeader>
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
        </CalendarHeader>

        {listingId !== null && isApiError(calendar.error) && calendar.error.status === 404 ? (
          // A listing deleted or not the host's: the picker comes with the calendar, so offer the way back.
          <Alert color="yellow" role="alert" title="This listing is not on your calendar">
            It may have been deleted.{' '}
            <Anchor component={Link} to={`/calendar/month?month=${month}`} replace>
              Show your calendar
            </Anchor>
          </Alert>
        ) : (
          <QueryState query={calendar} loading="Loading the calendar">
            {({ stays, blocks }) =>
              shownId === null ? (
                <NoListingsYet>
                  You have no listings yet: create one, then block the dates you keep for yourself here.
                </NoListingsYet>
              ) : (
                <MonthView
                  month={month}
                  today={today}
                  stays={stays}
                  blocks={blocks}
                  selecting={selecting}
                  onMonth={(next) => go({ month: next })}
                  onDay={onDay}
                  onBlock={setOpened}
                />
              )
            }
          </QueryState>
        )}
      </Stack>
      {shownId !== null ? (
        <BlockDialog listingId={shownId} range={range} onClose={() => setRange(null)} />
      ) : null}
      <UnblockDialog block={opened} onClose={() => setOpened(null)} />
    </DashboardWidth>
  );
}
