import type { CalendarBlock, GridListing } from '@innkeep/contract/calendar';
import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTasksBetween } from '../../../api/tasks.ts';
import { useMembership } from '../../../api/team.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCalendarGrid } from '../api/get-calendar-grid.ts';
import { BulkDialog } from '../components/bulk-dialog.tsx';
import { MultiGrid } from '../components/multi-grid.tsx';
import { PeriodArrows } from '../components/period-arrows.tsx';
import { freeNightsOf, type GridItem } from '../components/row-cells.ts';
import { SeasonsList } from '../components/seasons-list.tsx';
import { keyOf, rectangle, type Spot, toSelections } from '../components/selection.ts';
import type { GridTask } from '../components/task-row.tsx';
import { UnblockDialog } from '../components/unblock-dialog.tsx';
import { WeekendDialog } from '../components/weekend-dialog.tsx';

const VIEWS = { week: 7, '2weeks': 14, month: 31 } as const;
type View = keyof typeof VIEWS;
const isView = (v: string | null): v is View => v !== null && Object.hasOwn(VIEWS, v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  const today = todayIso();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: View = isView(viewParam) ? viewParam : phone ? 'week' : '2weeks';
  const fromParam = params.get('from');
  const from = fromParam && DATE.test(fromParam) ? fromParam : today;
  const days = Array.from({ length: VIEWS[view] }, (_, i) => addDays(from, i));
  const to = addDays(from, VIEWS[view]);
  const grid = useCalendarGrid(from, to);

  const [anchor, setAnchor] = useState<Spot | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState(false);
  const [channelBlock, setChannelBlock] = useState<CalendarBlock | null>(null);
  const [reservation, setReservation] = useState<number | null>(null);
  const [weekend, setWeekend] = useState<number | null>(null);
  const tasks = useTasksBetween(from, addDays(to, -1));
  // A co-host keeps the calendar and blocks; prices and seasons are the host's (decision 0102).
  const membership = useMembership();
  const coHost = membership.data?.data?.role === 'co-host';

  const go = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, v);
    setParams(p, { replace: true });
    setAnchor(null);
  };

  const listings = useMemo(() => grid.data?.listings ?? [], [grid.data]);
  const listingParam = Number(params.get('listing'));
  const shown = listings.find((l) => l.id === listingParam) ?? listings[0];
  // Published rows first, drafts apart below them: the order a drag across rows follows.
  const ordered = useMemo(
    () => [...listings.filter((l) => !l.draft), ...listings.filter((l) => l.draft)],
    [listings],
  );
  const rows = phone && shown ? [shown] : ordered;
  const free = useMemo(() => new Map(listings.map((l) => [l.id, freeNightsOf(l, today)])), [listings, today]);
  const isFree = useCallback((l: GridListing, date: string) => free.get(l.id)?.has(date) ?? false, [free]);
  const byListing = useMemo(() => {
    const map = new Map<number, GridTask[]>();
    for (const t of tasks.data?.data ?? []) {
      if (t.status === 'cancelled') continue;
      map.set(t.listing_id, [...(map.get(t.listing_id) ?? []), t]);
    }
    return map;
  }, [tasks.data]);

  const add = (keys: string[]) => setSelected((prev) => new Set([...prev, ...keys]));
  const clear = () => {
    setSelected(new Set());
    setAnchor(null);
  };

  function onNight(listing: GridListing, date: string, how: { shift: boolean; toggle: boolean }) {
    const spot = { listingId: listing.id, date };
    if (how.shift && anchor) {
      add(rectangle(rows, anchor, spot, isFree));
      return;
    }
    if (how.toggle) {
      const key = keyOf(listing.id, date);
      setSelected((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      });
      setAnchor(spot);
      return;
    }
    if (!anchor || anchor.listingId !== listing.id) {
      setAnchor(spot);
      return;
    }
    // The first and the last night of a row: add them and everything free between, and ask what to do.
    add(rectangle(rows, anchor, spot, isFree));
    setAnchor(null);
    setDialog(true);
  }
  const onDrag = useCallback(
    (a: Spot, b: Spot) => {
      setSelected((prev) => new Set([...prev, ...rectangle(rows, a, b, isFree)]));
      setAnchor(null);
    },
    [rows, isFree],
  );
  function onItem(listing: GridListing, item: GridItem) {
    setAnchor(null);
    if (item.kind === 'stay') return setReservation(item.stay.id);
    if (item.block.source === 'channel') return setChannelBlock(item.block);
    const keys: string[] = [];
    for (
      let d = item.block.start_date < today ? today : item.block.start_date;
      d < item.block.end_date;
      d = addDays(d, 1)
    )
      keys.push(keyOf(listing.id, d));
    setSelected(new Set(keys));
    setDialog(true);
  }
  const selections = useMemo(() => toSelections(selected), [selected]);
  const selectedListings = new Set(selections.map((s) => s.listing_id)).size;
  const isSelected = useCallback((id: number, date: string) => selected.has(keyOf(id, date)), [selected]);

  return (
    <Container size="xl" py="md">
      <PageMeta title="Calendar" />
      <Stack gap="md">
        <Group justify="space-between" align="end" gap="sm">
          <Title order={1}>Calendar</Title>
          <Group gap="md">
            <Anchor component={Link} to="/pricing-rules" size="sm">
              Pricing rules
            </Anchor>
            <Anchor component={Link} to="/calendar/month" size="sm">
              One listing by month
            </Anchor>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {/* "Today" may wrap below the arrows on a phone. */}
            <PeriodArrows
              earlierLabel="Earlier"
              laterLabel="Later"
              onEarlier={() => go({ from: addDays(from, -VIEWS[view]) })}
              onLater={() => go({ from: addDays(from, VIEWS[view]) })}
            >
              <Text
                fw={600}
                miw={phone ? 0 : 180}
                size={phone ? 'sm' : undefined}
                ta="center"
                aria-live="polite"
              >
                {formatDate(from)} – {formatDate(addDays(to, -1))}
              </Text>
            </PeriodArrows>
            <Button variant="subtle" onClick={() => go({ from: today })} disabled={from === today}>
              Today
            </Button>
          </Group>
          <SegmentedControl
            aria-label="Days shown"
            value={view}
            onChange={(v) => go({ view: v })}
            data={[
              { value: 'week', label: 'Week' },
              { value: '2weeks', label: '2 weeks' },
              { value: 'month', label: 'Month' },
            ]}
          />
        </Group>
        {phone && listings.length > 0 ? (
          <Select
            label="Listing"
            data={[
              {
                group: 'Published',
                items: listings.filter((l) => !l.draft).map((l) => ({ value: String(l.id), label: l.name })),
              },
              {
                group: 'Drafts',
                items: listings
                  .filter((l) => l.draft)
                  .map((l) => ({ value: String(l.id), label: `${l.name} (draft)` })),
              },
            ].filter((g) => g.items.length > 0)}
            value={shown ? String(shown.id) : null}
            onChange={(v) => v && go({ listing: v })}
            allowDeselect={false}
          />
        ) : null}
        {phone && shown ? (
          <Group gap="sm">
            <Button variant="light" size="xs" onClick={() => setWeekend(shown.id)}>
              {shown.weekend_price === null
                ? 'Weekend price'
                : `Weekend ${formatPrice(shown.weekend_price, shown.currency, shown.currency_symbol)}`}
            </Button>
            <Anchor component={Link} to={`/calendar/month?listing=${shown.id}`} size="sm">
              Month view
            </Anchor>
          </Group>
        ) : null}
        <QueryState query={grid} loading="Loading the calendar">
          {() =>
            listings.length === 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Text mb="sm">You have no listings yet: create one, then set its prices and dates here.</Text>
                <Button component={Link} to="/create_listing">
                  Create your first listing
                </Button>
              </Paper>
            ) : (
              <>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {anchor
                    ? 'Now pick the last night (or the same night again for one night). Shift-click adds a range on any row.'
                    : phone
                      ? 'Pick a first and a last night to set their price and minimum stay, or block them; "Select more nights" there adds nights of another listing. Pick a stay to open it.'
                      : 'Pick a first and a last night to set their price and minimum stay, or block them. Shift-click or drag across rows to select nights of several listings. Pick a stay to open it.'}
                </Text>
                {selected.size > 0 && !dialog ? (
                  <Paper withBorder p="xs" radius="md" role="region" aria-label="Selection">
                    <Group justify="space-between" gap="xs">
                      <Text size="sm" fw={600} aria-live="polite">
                        {selected.size} {selected.size === 1 ? 'night' : 'nights'} of {selectedListings}{' '}
                        {selectedListings === 1 ? 'listing' : 'listings'} selected
                      </Text>
                      <Group gap="xs">
                        <Button size="xs" variant="default" onClick={clear}>
                          Clear
                        </Button>
                        <Button size="xs" onClick={() => setDialog(true)}>
                          Edit selected nights
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                ) : null}
                <MultiGrid
                  listings={rows}
                  days={days}
                  today={today}
                  anchor={anchor}
                  isSelected={isSelected}
                  compact={phone}
                  tasks={byListing}
                  onNight={onNight}
                  onDrag={onDrag}
                  onItem={onItem}
                  onWeekend={(l) => setWeekend(l.id)}
                />
                <Group gap="md" aria-label="Legend">
                  <Text size="xs">Prices: white base · blue weekend · yellow season · orange one-off</Text>
                  <Text size="xs">
                    Bars: a stay in its status colour · dark striped blocked by you · purple striped a channel
                    · ⚠ red double booked
                  </Text>
                  <Text size="xs">Tasks: green assigned · orange unassigned</Text>
                </Group>
                {membership.isPending || coHost ? null : (
                  <SeasonsList listings={ordered} today={today} listingId={phone ? shown?.id : undefined} />
                )}
              </>
            )
          }
        </QueryState>
      </Stack>
      <BulkDialog
        opened={dialog && selections.length > 0}
        listings={listings}
        selections={selections}
        onDone={() => {
          setDialog(false);
          clear();
        }}
        onKeepSelecting={() => setDialog(false)}
        prices={!coHost}
        onCancel={() => {
          setDialog(false);
          clear();
        }}
      />
      <UnblockDialog block={channelBlock} onClose={() => setChannelBlock(null)} />
      <WeekendDialog
        listing={weekend === null ? null : (listings.find((l) => l.id === weekend) ?? null)}
        onClose={() => setWeekend(null)}
      />
      {reservationDrawer({ id: reservation, onClose: () => setReservation(null) })}
    </Container>
  );
}
