import type { CalendarBlock, GridListing } from '@innkeep/contract/calendar';
import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useCalendarGrid } from '../api/get-calendar-grid.ts';
import type { NightRange } from '../components/block-dialog.tsx';
import { type GridItem, MultiGrid } from '../components/multi-grid.tsx';
import { NightsDialog } from '../components/nights-dialog.tsx';
import { UnblockDialog } from '../components/unblock-dialog.tsx';
import { WeekendDialog } from '../components/weekend-dialog.tsx';

const VIEWS = { week: 7, '2weeks': 14, month: 31 } as const;
type View = keyof typeof VIEWS;
const isView = (v: string | null): v is View => v !== null && Object.hasOwn(VIEWS, v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/calendar`: the multi-calendar (docs/requirements/host.md#R-H11, decision 0047). All my listings as rows, nights as columns, each
 * free night with its price; stays as bars with the guest's name (opening the reservation drawer), blocks
 * as striped bars. Pick a first and a last night on one row to set a price and minimum stay, block or
 * unblock them. On a phone: one listing at a time, with a switcher.
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

  const [picking, setPicking] = useState<{ listingId: number; date: string } | null>(null);
  const [selection, setSelection] = useState<{ listingId: number; range: NightRange } | null>(null);
  const [channelBlock, setChannelBlock] = useState<CalendarBlock | null>(null);
  const [reservation, setReservation] = useState<number | null>(null);
  const [weekend, setWeekend] = useState<number | null>(null);

  const go = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, v);
    setParams(p, { replace: true });
    setPicking(null);
  };

  const listings = grid.data?.listings ?? [];
  const listingParam = Number(params.get('listing'));
  const shown = listings.find((l) => l.id === listingParam) ?? listings[0];
  const rows = phone && shown ? [shown] : listings;

  function onNight(listing: GridListing, date: string) {
    if (!picking || picking.listingId !== listing.id) {
      setPicking({ listingId: listing.id, date });
      return;
    }
    const [start, last] = picking.date <= date ? [picking.date, date] : [date, picking.date];
    setSelection({ listingId: listing.id, range: { start, last } });
    setPicking(null);
  }
  function onItem(listing: GridListing, item: GridItem) {
    setPicking(null);
    if (item.kind === 'stay') return setReservation(item.stay.id);
    if (item.block.source === 'channel') return setChannelBlock(item.block);
    const start = item.block.start_date < today ? today : item.block.start_date;
    setSelection({ listingId: listing.id, range: { start, last: addDays(item.block.end_date, -1) } });
  }

  const selectedListing = selection ? (listings.find((l) => l.id === selection.listingId) ?? null) : null;

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
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Earlier"
              onClick={() => go({ from: addDays(from, -VIEWS[view]) })}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text fw={600} miw={180} ta="center" aria-live="polite">
              {formatDate(from)} – {formatDate(addDays(to, -1))}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Later"
              onClick={() => go({ from: addDays(from, VIEWS[view]) })}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
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
            data={listings.map((l) => ({
              value: String(l.id),
              label: l.draft ? `${l.name} (draft)` : l.name,
            }))}
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
        {grid.isPending ? (
          <Loader aria-label="Loading the calendar" />
        ) : grid.isError ? (
          <Alert color="red" role="alert">
            {grid.error.message}
          </Alert>
        ) : listings.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text mb="sm">You have no listings yet: create one, then set its prices and dates here.</Text>
            <Button component={Link} to="/create_listing">
              Create your first listing
            </Button>
          </Paper>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {picking
                ? 'Now pick the last night (or the same night again for one night).'
                : 'Pick a first and a last night on a listing to set their price and minimum stay, or block them. Pick a stay to open it.'}
            </Text>
            <MultiGrid
              listings={rows}
              days={days}
              today={today}
              picking={picking}
              selection={selection}
              compact={phone}
              onNight={onNight}
              onItem={onItem}
              onWeekend={(l) => setWeekend(l.id)}
            />
            <Group gap="md" aria-label="Legend">
              <Text size="xs">Prices: white base · blue weekend · yellow season · orange one-off</Text>
              <Text size="xs">
                Bars: a stay in its status colour · dark striped blocked by you · purple striped a channel
              </Text>
            </Group>
          </>
        )}
      </Stack>
      <NightsDialog
        listing={selectedListing}
        range={selection?.range ?? null}
        onClose={() => setSelection(null)}
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
