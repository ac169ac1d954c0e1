import { RESERVATION_STATUSES, type ReservationRow } from '@innkeep/contract/reservations';
import { Alert, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useReservations } from '../api/get-reservations.ts';
import { useStatusList } from '../api/get-status-list.ts';
import { ChangeStatusDialog } from '../components/change-status-dialog.tsx';
import { ChannelConflictsBanner } from '../components/channel-conflicts-banner.tsx';
import { DeleteReservationDialog } from '../components/delete-reservation-dialog.tsx';
import { ReservationDrawer } from '../components/reservation-drawer.tsx';
import { ReservationList } from '../components/reservation-list.tsx';

const ALL = 'all';

/**
 * Spec 2 Reservations: the host's reservations, a client-side status filter, change status and delete;
 * the guest's name opens a drawer with the reservation's money, history and deposit claim.
 */
export default function ReservationsPage() {
  const reservations = useReservations();
  const statuses = useStatusList();
  // The filter lives in the URL (`?status=1`), so the dashboard's links open the list already filtered.
  const [params, setParams] = useSearchParams();
  const filter = params.get('status') ?? ALL;
  const setFilter = (value: string) => setParams(value === ALL ? {} : { status: value }, { replace: true });
  const [editing, setEditing] = useState<{ row: ReservationRow; to: number | null } | null>(null);
  const [deleting, setDeleting] = useState<ReservationRow | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  // The server's list names the statuses; the contract's serves until it arrives.
  const statusOptions = (statuses.data ?? RESERVATION_STATUSES).map((s) => ({
    value: String(s.id),
    label: s.name,
  }));
  const rows = (reservations.data ?? []).filter((r) => filter === ALL || String(r.status.id) === filter);

  return (
    <Container size="xl" py="md">
      <PageMeta title="Reservations" />
      <Stack gap="md">
        <Group justify="space-between" align="end" gap="sm">
          <Title order={1}>Reservations</Title>
          <Select
            label="Status"
            data={[{ value: ALL, label: 'All' }, ...statusOptions]}
            value={filter}
            onChange={(value) => setFilter(value ?? ALL)}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        <ChannelConflictsBanner />
        {reservations.isPending ? (
          <Loader aria-label="Loading reservations" />
        ) : reservations.isError ? (
          <Alert color="red" role="alert">
            {reservations.error.message}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">
            {reservations.data.length === 0 ? 'No reservations yet.' : 'No reservations with this status.'}
          </Text>
        ) : (
          <ReservationList
            rows={rows}
            onEdit={(row) => setEditing({ row, to: null })}
            onDelete={setDeleting}
            onOpen={(r) => setOpened(r.id)}
          />
        )}
      </Stack>
      <ChangeStatusDialog
        reservation={editing?.row ?? null}
        initialStatus={editing?.to ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteReservationDialog
        reservation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setOpened(null)}
      />
      <ReservationDrawer
        id={opened}
        onClose={() => setOpened(null)}
        onMove={(row, to) => setEditing({ row, to })}
        onDelete={setDeleting}
      />
    </Container>
  );
}
