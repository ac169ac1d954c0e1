import { type AdminSubscriber, type SubscriberStatus, subscriberStatusLabels } from '@innkeep/contract/admin';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useDownload } from '../../../lib/save-csv.ts';
import { deleteSubscriber, downloadSubscribersCsv, useSubscriberCounts } from '../api/subscribers.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, type Column } from '../components/admin-table.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { DeleteIcon } from '../components/delete-icon.tsx';
import { shownDate } from '../components/format.ts';

const STATUS_COLORS: Record<SubscriberStatus, string> = {
  pending: 'yellow',
  confirmed: 'teal',
  unsubscribed: 'gray',
};

/** `/admin/subscribes`: newsletter subscribers with their state and counts, CSV export, delete (docs/requirements/wire.md#R-W12, docs/requirements/admin.md#R-A1). */
/** How many subscribers there are, and the CSV export of all of them. */
function SubscriberExport() {
  const counts = useSubscriberCounts();
  const csv = useDownload(downloadSubscribersCsv);
  const c = counts.data;
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="sm" wrap="wrap" justify="flex-end">
        <Text size="sm" data-testid="subscriber-counts" aria-live="polite">
          {c
            ? `${c.total} subscriber${c.total === 1 ? '' : 's'}: ${c.confirmed} confirmed, ${c.pending} pending, ${c.unsubscribed} unsubscribed`
            : counts.isError
              ? 'Counts unavailable'
              : 'Counting…'}
        </Text>
        <Button
          variant="default"
          loading={csv.busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={csv.run}
        >
          Export CSV
        </Button>
      </Group>
      {csv.failed ? (
        <Alert color="red" role="alert" py={4}>
          The export failed. Please try again.
        </Alert>
      ) : null}
    </Stack>
  );
}

export default function AdminSubscribesPage() {
  const [deleting, setDeleting] = useState<AdminSubscriber | null>(null);
  const columns: Column<AdminSubscriber>[] = [
    { label: 'Email', render: (row) => row.email },
    { label: 'Created', render: (row) => shownDate(row.updated_at) },
    {
      label: 'Status',
      render: (row) => (
        <Badge color={STATUS_COLORS[row.status]} variant="light">
          {subscriberStatusLabels[row.status]}
        </Badge>
      ),
    },
    {
      label: 'Actions',
      action: true,
      render: (row) => <DeleteIcon label={`Delete ${row.email}`} onClick={() => setDeleting(row)} />,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="Newsletter sign-ups; only confirmed addresses get mail."
        action={<SubscriberExport />}
      />
      <AdminListView resource="subscribers" searchLabel="Search e-mails" emptyText="No subscribers yet.">
        {(rows) => <AdminTable caption="Subscribers" columns={columns} rows={rows} rowKey={(r) => r.id} />}
      </AdminListView>
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this subscriber?"
        remove={deleteSubscriber}
        done="Subscriber deleted"
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          <b>{deleting?.email}</b> will no longer receive the newsletter.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
