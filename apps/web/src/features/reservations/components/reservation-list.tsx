import { formatDate } from '@innkeep/contract/dates';
import type { ReservationRow } from '@innkeep/contract/reservations';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge.tsx';

interface ReservationListProps {
  rows: ReservationRow[];
  onEdit: (row: ReservationRow) => void;
  onDelete: (row: ReservationRow) => void;
}

const guestName = (r: ReservationRow) => `${r.first_name} ${r.last_name}`;

function Actions({ row, onEdit, onDelete }: { row: ReservationRow } & Omit<ReservationListProps, 'rows'>) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Change status of ${guestName(row)}'s reservation`}
        onClick={() => onEdit(row)}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${guestName(row)}'s reservation`}
        onClick={() => onDelete(row)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Spec 2's table on wide screens; on a phone the same rows as cards, since five columns do not fit 390 px. */
export function ReservationList({ rows, onEdit, onDelete }: ReservationListProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Reservations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Guest</Table.Th>
              <Table.Th>Listing</Table.Th>
              <Table.Th>Check in</Table.Th>
              <Table.Th>Check out</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid="reservation-row">
                <Table.Td>{guestName(r)}</Table.Td>
                <Table.Td>{r.listing.external_listing_name}</Table.Td>
                <Table.Td>{formatDate(r.start_date)}</Table.Td>
                <Table.Td>{formatDate(r.end_date)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>
                  <Actions row={r} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" aria-label="Reservations">
        {rows.map((r) => (
          <Paper key={r.id} withBorder radius="md" p="sm" data-testid="reservation-card">
            <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{guestName(r)}</Text>
                <Text size="sm" c="dimmed" truncate>
                  {r.listing.external_listing_name}
                </Text>
              </Stack>
              <Actions row={r} onEdit={onEdit} onDelete={onDelete} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              <div>
                <Text size="xs" c="dimmed">
                  Check in
                </Text>
                <Text size="sm">{formatDate(r.start_date)}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Check out
                </Text>
                <Text size="sm">{formatDate(r.end_date)}</Text>
              </div>
            </SimpleGrid>
            <StatusBadge status={r.status} mt="xs" />
          </Paper>
        ))}
      </Stack>
    </>
  );
}
