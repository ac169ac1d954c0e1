import type { CalendarBlock, GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import { readerToday } from '@innkeep/contract/formats';
import { hostTimeZone, todayIn } from '@innkeep/contract/time-zones';
import { Anchor, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMembership } from '../../../api/team.ts';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCalendarGrid } from '../api/get-calendar-grid.ts';
import { BulkDialog } from '../components/bulk-dialog.tsx';
import { CalendarHeader } from '../components/calendar-header.tsx';
import { GridLegend } from '../components/grid-legend.tsx';
import { gridPeriod } from '../components/grid-period.ts';
import { GridPeriodBar } from '../components/grid-period-bar.tsx';
import { MultiGrid } from '../components/multi-grid.tsx';
import { NoListingsYet } from '../components/no-listings-yet.tsx';
import { PhoneListingPicker } from '../components/phone-listing-picker.tsx';
import type { GridItem } from '../components/row-cells.ts';
import { SeasonsList } from '../components/seasons-list.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { SelectionHint } from '../components/selection-hint.tsx';
import { UnblockDialog } from '../components/unblock-dialog.tsx';
import { WeekendDialog } from '../components/weekend-dialog.tsx';
import { useGridRows } from '../hooks/use-grid-rows.ts';
import { useNightSelection } from '../hooks/use-night-selection.ts';
import { useOpenTasks } from '../hooks/use-open-tasks.ts';

/**
 * `/calendar`: the multi-calendar (docs/requirements/host.md#R-H11, decision 0047). All my listings as rows, nights as columns, each
 * free night with its price; stays as bars with the guest's name (opening the reservation drawer), blocks
 * as striped bars. Nights are selected across rows (a first and a last night, shift-click, a mouse drag) and
 * priced, blocked or unblocked at once; seasons are listed with edit and remove; drafts sit apart; a night
 * sold twice is marked; turnover tasks show on their day (docs/requirements/host.md#R-H17). On a phone: one listing at a
 * time, with a switcher, and the selection stays while switching.
 */
export default function MultiCalendarPage({
  reservationDrawer,
}: {
  /** The reservation drawer (another feature's): composed in app/. */
  reservationDrawer: (props: { id: number | null; onClose: () => void }) => ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  // The nights are asked before the listings' zones are known: from the host's own date unless the link says.
  const { view, from, to, days } = gridPeriod(params, phone, readerToday());
  const grid = useCalendarGrid(from, to);
  // Each row's past is its listing's date (decision 0115); the head's "today" and the Today button are the
  // host's date, the zone most of their listings are in (as on the dashboard).
  const listingZones = grid.data?.listings.map((l) => l.time_zone);
  const today = listingZones ? todayIn(hostTimeZone(listingZones)) : readerToday();

  const [channelBlock, setChannelBlock] = useState<CalendarBlock | null>(null);
  const [reservation, setReservation] = useState<number | null>(null);
  const [weekend, setWeekend] = useState<number | null>(null);
  // A co-host keeps the calendar and blocks; prices and seasons are the host's (decision 0102).
  const membership = useMembership();
  const coHost = membership.data?.data?.role === 'co-host';
  const onWeekend = coHost ? undefined : (l: GridListing) => setWeekend(l.id);

  const { listings, shown, ordered, rows, isFree } = useGridRows(
    grid.data,
    Number(params.get('listing')),
    phone,
  );
  const byListing = useOpenTasks(from, addDays(to, -1));
  const selection = useNightSelection(rows, isFree);

  const go = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, v);
    setParams(p, { replace: true });
    selection.dropAnchor();
  };
  function onItem(listing: GridListing, item: GridItem) {
    selection.dropAnchor();
    if (item.kind === 'stay') return setReservation(item.stay.id);
    if (item.block.source === 'channel') return setChannelBlock(item.block);
    selection.editBlock(listing, item.block);
  }
  return (
    <DashboardWidth size="xl" py="md">
      <PageMeta title="Calendar" />
      <Stack gap="md">
        <CalendarHeader>
          <Group gap="md">
            {coHost ? null : (
              <Anchor component={Link} to="/pricing-rules" size="sm">
                Pricing rules
              </Anchor>
            )}
            <Anchor component={Link} to="/calendar/month" size="sm">
              One listing by month
            </Anchor>
          </Group>
        </CalendarHeader>
        <GridPeriodBar view={view} from={from} to={to} today={today} phone={phone} onGo={go} />
        {phone ? (
          <PhoneListingPicker
            listings={listings}
            shown={shown}
            onListing={(id) => go({ listing: id })}
            onWeekend={onWeekend}
          />
        ) : null}
        <QueryState query={grid} loading="Loading the calendar">
          {() =>
            listings.length === 0 ? (
              <NoListingsYet>
                You have no listings yet: create one, then set its prices and dates here.
              </NoListingsYet>
            ) : (
              <>
                <SelectionHint picking={selection.anchor !== null} phone={phone} prices={!coHost} />
                {selection.selected.size > 0 && !selection.editing ? (
                  <SelectionBar
                    nights={selection.selected.size}
                    selections={selection.selections}
                    onClear={selection.clear}
                    onEdit={() => selection.setEditing(true)}
                  />
                ) : null}
                <MultiGrid
                  listings={rows}
                  days={days}
                  today={today}
                  anchor={selection.anchor}
                  isSelected={selection.isSelected}
                  compact={phone}
                  tasks={byListing}
                  onNight={selection.onNight}
                  onDrag={selection.onDrag}
                  onItem={onItem}
                  onWeekend={onWeekend}
                />
                <GridLegend />
                {membership.isPending || coHost ? null : (
                  <SeasonsList listings={ordered} listingId={phone ? shown?.id : undefined} />
                )}
              </>
            )
          }
        </QueryState>
      </Stack>
      <BulkDialog
        opened={selection.editing && selection.selections.length > 0}
        listings={listings}
        selections={selection.selections}
        onDone={selection.finish}
        onKeepSelecting={() => selection.setEditing(false)}
        prices={!coHost}
        onCancel={selection.finish}
      />
      <UnblockDialog block={channelBlock} onClose={() => setChannelBlock(null)} />
      <WeekendDialog
        listing={weekend === null ? null : (listings.find((l) => l.id === weekend) ?? null)}
        onClose={() => setWeekend(null)}
      />
      {reservationDrawer({ id: reservation, onClose: () => setReservation(null) })}
    </DashboardWidth>
  );
}
