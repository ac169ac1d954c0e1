import type { AdminReservation } from '@innkeep/contract/admin';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, type Column } from '../components/admin-table.tsx';
import { CancelReservationDialog } from '../components/cancel-reservation-dialog.tsx';
import { TestDisputeDialog } from '../components/test-dispute-dialog.tsx';

/** Why a paid stay offers no Cancel (an open dispute refuses its refund, decision 0022), or how the bank decided. */
function disputeNote(r: AdminReservation): string {
  if (r.dispute_open) return 'Disputed: no refund while open';
  if (r.dispute_outcome === 'lost') return 'Dispute lost: the bank gave the guest their money back';
  if (r.dispute_outcome === 'won') return 'Dispute won: the bank left the payment with us';
  return 'Disputed (closed)';
}

/** `/admin/reservations`: any host's reservations, to find the one a guest or host writes about and cancel it. */
export default function AdminReservationsPage() {
  const [cancelling, setCancelling] = useState<AdminReservation | null>(null);
  const [disputing, setDisputing] = useState<AdminReservation | null>(null);
  // The simulator lets an admin play the guest's bank (TEST MODE); with Stripe, disputes come from banks.
  const testMode = usePaymentsConfig()?.provider === 'simulator';
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
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={r.status} />
          {r.disputed && (
            <Text size="xs" c={r.dispute_open ? 'red.9' : 'dimmed'}>
              {disputeNote(r)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      label: 'Actions',
      action: true,
      render: (r) => (
        <Stack gap={4} align="flex-end">
          {testMode && r.status.id === ReservationStatus.Paid && !r.disputed && (
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              onClick={() => setDisputing(r)}
              aria-label={`Dispute (test) on reservation #${r.id}`}
            >
              Dispute (test)
            </Button>
          )}
          {r.cancellable && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setCancelling(r)}
              aria-label={`Cancel reservation #${r.id}`}
            >
              Cancel
            </Button>
          )}
        </Stack>
      ),
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
      {disputing && <TestDisputeDialog stay={disputing} onClose={() => setDisputing(null)} />}
    </>
  );
}
