import type { AdminContact } from '@innkeep/contract/admin';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, type Column } from '../components/admin-table.tsx';
import { shownDate } from '../components/format.ts';

function ContactDetails({ contact, onClose }: { contact: AdminContact | null; onClose: () => void }) {
  return (
    <Modal opened={contact !== null} onClose={onClose} title="Contact details" centered>
      {contact && (
        <Stack gap="sm">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Email
            </Text>
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Phone
            </Text>
            {contact.phone_link ? <PhoneLink link={contact.phone_link} /> : <Text>Not given</Text>}
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Message
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {contact.message}
            </Text>
          </div>
        </Stack>
      )}
    </Modal>
  );
}

/** `/admin/contacts`: the contact form's messages, read only (docs/requirements/wire.md#R-W12). */
export default function AdminContactsPage() {
  const [shown, setShown] = useState<AdminContact | null>(null);
  const columns: Column<AdminContact>[] = [
    { label: 'Email', render: (row) => row.email },
    { label: 'Phone', render: (row) => row.phone_link?.text ?? '–' },
    { label: 'Created', render: (row) => shownDate(row.updated_at) },
    {
      label: 'Message',
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {row.message}
        </Text>
      ),
    },
    {
      label: 'Details',
      action: true,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setShown(row)}
          aria-label={`More about ${row.email}`}
        >
          more
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Contacts" description="Messages sent through the contact form." />
      <AdminListView resource="contacts" searchLabel="Search messages" emptyText="No contacts yet.">
        {(rows) => (
          <AdminTable caption="Contact messages" columns={columns} rows={rows} rowKey={(r) => r.id} />
        )}
      </AdminListView>
      <ContactDetails contact={shown} onClose={() => setShown(null)} />
    </>
  );
}
