import { type AdminSubscriber, type SubscriberStatus, subscriberStatusLabels } from '@innkeep/contract/admin';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { deleteSubscriber } from '../api/subscribers.ts';
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

/** `/admin/subscribes`: newsletter subscribers with their state, delete (docs/requirements/wire.md#R-W12, docs/requirements/admin.md#R-A1). */
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
