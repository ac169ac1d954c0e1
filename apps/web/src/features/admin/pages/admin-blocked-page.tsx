import type { AdminBlockedMail } from '@innkeep/contract/admin';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { deleteBlockedMail } from '../api/blocked-mails.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader, NewButton } from '../components/admin-page-header.tsx';
import { AdminTable, type Column } from '../components/admin-table.tsx';
import { BlockedMailDialog } from '../components/blocked-mail-dialog.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { DeleteIcon } from '../components/delete-icon.tsx';
import { shownDate } from '../components/format.ts';

/** `/admin/blocked`: blocked e-mails, New Contact, delete (docs/requirements/wire.md#R-W12). */
export default function AdminBlockedPage() {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminBlockedMail | null>(null);
  const columns: Column<AdminBlockedMail>[] = [
    { label: 'Email', render: (row) => row.email },
    { label: 'Created', render: (row) => shownDate(row.updated_at) },
    {
      label: 'Status',
      render: () => (
        <Badge color="red" variant="light">
          Blocked
        </Badge>
      ),
    },
    {
      label: 'Actions',
      action: true,
      render: (row) => <DeleteIcon label={`Unblock ${row.email}`} onClick={() => setDeleting(row)} />,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Blocked contacts"
        description="Inquiries, bookings, contact messages and sign-ups from these e-mails are refused."
        action={<NewButton onClick={() => setCreating(true)}>New Contact</NewButton>}
      />
      <AdminListView
        resource="blocked-mails"
        searchLabel="Search e-mails"
        emptyText="No blocked contacts yet."
      >
        {(rows) => (
          <AdminTable caption="Blocked contacts" columns={columns} rows={rows} rowKey={(r) => r.id} />
        )}
      </AdminListView>
      <BlockedMailDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Unblock this e-mail?"
        remove={deleteBlockedMail}
        done="Email unblocked"
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          <b>{deleting?.email}</b> will be able to send inquiries, bookings and messages again.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
