import type { AdminReservation } from '@innkeep/contract/admin';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, type Column } from '../components/admin-table.tsx';
import { CancelReservationDialog } from '../components/cancel-reservation-dialog.tsx';

/** `/admin/reservations`: any host's reservations, to find the one a guest or host writes about and cancel it. */
export default function AdminReservationsPage() {
  const [cancelling, setCancelling] = useState<AdminReservation | null>(null);
  const columns: Column<AdminReservation>[] = [
    { label: 'No.', render: (r) => `#${r.id}` },
    {
      label: 'Guest',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.guest_name}</Text>
          <Anchor size="xs" href={`mailto:${r.guest_email}`}>
            {r.guest_email}
          </Anchor>
        </Stack>
      ),
    },
    {
      label: 'Listing',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.listing_name}</Text>
          <Text size="xs" c="dimmed">
            Host {r.host_email}
          </Text>
        </Stack>
      ),
    },
    {
      label: 'Dates',
      render: (r) => (
        <>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.start_date)} –</span>{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.end_date)}</span>
        </>
      ),
    },
    { label: 'Total', render: (r) => formatPrice(r.total, r.currency) },
    {
      label: 'Status',
      render: (r) => <StatusBadge status={r.status} />,
    },
    {
      label: 'Cancel',
      action: true,
      render: (r) =>
        r.cancellable ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setCancelling(r)}
            aria-label={`Cancel reservation #${r.id}`}
          >
            Cancel
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Reservations"
        description="Every host's reservations. Search by number (#123), guest, e-mail or listing."
      />
      <AdminListView
        resource="reservations"
        searchLabel="Search reservations"
        emptyText="No reservations yet."
      >
        {(rows) => <AdminTable caption="Reservations" columns={columns} rows={rows} rowKey={(r) => r.id} />}
      </AdminListView>
      {cancelling && <CancelReservationDialog stay={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
