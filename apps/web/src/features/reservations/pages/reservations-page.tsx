import { formatPrice } from '@innkeep/contract/money';
import {
  RESERVATION_STATUSES,
  RESERVATIONS_PER_PAGE,
  type ReservationListQuery,
} from '@innkeep/contract/reservations';
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { type SetURLSearchParams, useSearchParams } from 'react-router';
import { useOnNoTeam } from '../../../api/team.ts';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useChannelStays } from '../api/channel-stays.ts';
import { useReservations } from '../api/get-reservations.ts';
import { useStatusList } from '../api/get-status-list.ts';
import { ChannelConflictsBanner } from '../components/channel-conflicts-banner.tsx';
import { ChannelStayDialog } from '../components/channel-stay-dialog.tsx';
import { ChannelStays } from '../components/channel-stays.tsx';
import { ReservationDrawer } from '../components/reservation-drawer.tsx';
import { type ListFilter, ReservationFilters, type WhenFilter } from '../components/reservation-filters.tsx';
import { ReservationList } from '../components/reservation-list.tsx';
import { useReservationDialogs } from '../components/use-reservation-dialogs.tsx';

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The filters and the page live in the URL (docs/requirements/host.md#R-H20), so the dashboard's and the delete
 * dialog's links open the list already filtered, and a reload or Back shows the same page of the same list.
 */
function filterFrom(params: URLSearchParams): ListFilter & { page: number } {
  const when = params.get('when');
  return {
    q: params.get('q') || undefined,
    listing: positive(params.get('listing')),
    status: positive(params.get('status')),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    when: when === 'upcoming' || when === 'past' ? when : 'all',
    page: positive(params.get('page')) || 1,
  };
}

function paramsOf(filter: ListFilter & { page?: number }): Record<string, string> {
  const entries = Object.entries(filter).filter(
    ([key, value]) =>
      value !== undefined && !(key === 'when' && value === 'all') && !(key === 'page' && value === 1),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The server pages the list (R-H20): one page of RESERVATIONS_PER_PAGE rows, the total and sums of all. */
const toQuery = ({ when, page, ...rest }: ListFilter & { page: number }): ReservationListQuery => ({
  ...rest,
  when: when === 'all' ? undefined : (when as Exclude<WhenFilter, 'all'>),
  page,
  per_page: RESERVATIONS_PER_PAGE,
});

/** Opens what `id` names in the URL under `name` (`?reservation=12`), or closes it (null); the rest stays. */
function setIdParam(setParams: SetURLSearchParams, name: string, id: number | null) {
  setParams((p) => {
    if (id === null) p.delete(name);
    else p.set(name, String(id));
    return p;
  });
}

/**
 * docs/requirements/wire.md#R-W12 Reservations, filtered on the server: search by guest, listing, status, stay dates, upcoming or past;
 * upcoming stays first. The guest's name opens a drawer with the reservation's money, history and actions.
 */
export default function ReservationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const query = toQuery(filter);
  const reservations = useReservations(query);
  // Channel stays have no status (nor pages): a status filter asks for reservations only. They are the host's:
  // a co-host is refused them (decision 0102), so never asked.
  const { status: _status, page: _page, per_page: _perPage, ...stayFilter } = query;
  const channelStays = useChannelStays(stayFilter, useOnNoTeam() && filter.status === undefined);
  const statuses = useStatusList();
  // The open drawer stays in the URL (`?reservation=12`) whatever the filter: a conflict's link or e-mail opens it.
  // A new filter starts at page 1. Each choice is a history entry, so Back returns to the list as it was; typing
  // in the search box replaces its own entry while the words change.
  const setFilter = (next: ListFilter & { page?: number }) =>
    setParams(
      (p) => {
        const query = new URLSearchParams(paramsOf(next));
        const open = p.get('reservation');
        if (open) query.set('reservation', open);
        return query;
      },
      { replace: Boolean(filter.q && next.q) && filter.q !== next.q },
    );
  const setPage = (page: number) => {
    setFilter({ ...filter, page });
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };
  const opened = Number(params.get('reservation')) || null;
  const setOpened = (id: number | null) => setIdParam(setParams, 'reservation', id);
  // A channel stay's editor is in the URL too (`?channel_stay=7`): the multi-calendar links to it.
  const stayId = Number(params.get('channel_stay')) || null;
  const openStay = (id: number | null) => setIdParam(setParams, 'channel_stay', id);
  const openedStay = channelStays.data?.data.find((s) => s.id === stayId) ?? null;
  const { onMove, onDelete, dialogs } = useReservationDialogs({ onDeleted: () => setOpened(null) });

  // The server's list names the statuses; the contract's serves until it arrives.
  const statusOptions = (statuses.data ?? RESERVATION_STATUSES).map((s) => ({
    value: String(s.id),
    label: s.name,
  }));

  return (
    <DashboardWidth size="xl" py="md">
      <PageMeta title="Reservations" />
      <Stack gap="md">
        <Title order={1}>Reservations</Title>
        <ReservationFilters
          filter={filter}
          onChange={(next) => setFilter({ ...next, page: 1 })}
          statuses={statusOptions}
          listings={reservations.data?.listings ?? []}
        />
        <ChannelConflictsBanner />
        <QueryState query={reservations} loading="Loading reservations">
          {(reply) => (
            <>
              <Group gap="md" data-testid="reservation-totals" aria-live="polite">
                <Text fw={600}>
                  {reply.total} {reply.total === 1 ? 'reservation' : 'reservations'}
                </Text>
                {/* What guests paid, not what the host is paid: a cancelled stay keeps the card processing
                    and the platform's fee in it; the host's share is on the payouts page. */}
                {reply.totals.map((t) => (
                  <Text key={t.currency} size="sm">
                    Booked {formatPrice(t.booked, t.currency)} · Guests paid {formatPrice(t.paid, t.currency)}{' '}
                    after refunds
                  </Text>
                ))}
              </Group>
              {reply.data.length === 0 && reply.total > 0 ? (
                <Group gap="sm">
                  <Text c="dimmed">This page is past the last one.</Text>
                  <Button variant="light" size="xs" onClick={() => setPage(1)}>
                    Go to the first page
                  </Button>
                </Group>
              ) : reply.data.length === 0 ? (
                <Text c="dimmed">No reservations match these filters.</Text>
              ) : (
                <ReservationList
                  rows={reply.data}
                  onEdit={(row) => onMove(row, null)}
                  onDelete={onDelete}
                  onOpen={(r) => setOpened(r.id)}
                />
              )}
              {reply.per_page !== null && reply.total > reply.per_page ? (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(reply.total / reply.per_page)}
                    value={filter.page}
                    onChange={setPage}
                    getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                    getControlProps={(control) =>
                      control === 'previous'
                        ? { 'aria-label': 'Previous page' }
                        : control === 'next'
                          ? { 'aria-label': 'Next page' }
                          : {}
                    }
                    aria-label="Reservation pages"
                    siblings={1}
                    boundaries={1}
                  />
                </Group>
              ) : null}
              {filter.status === undefined ? (
                <ChannelStays stays={channelStays.data?.data ?? []} onEdit={(s) => openStay(s.id)} />
              ) : null}
            </>
          )}
        </QueryState>
      </Stack>
      <ChannelStayDialog stay={openedStay} onClose={() => openStay(null)} />
      {dialogs}
      <ReservationDrawer id={opened} onClose={() => setOpened(null)} onMove={onMove} onDelete={onDelete} />
    </DashboardWidth>
  );
}
