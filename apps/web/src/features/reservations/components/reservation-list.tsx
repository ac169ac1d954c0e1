import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { ReservationRow } from '@innkeep/contract/reservations';
import { hostMayDelete, rowStatusMoves } from '@innkeep/contract/reservations-moves';
import {
  ActionIcon,
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge.tsx';

interface ReservationListProps {
  rows: ReservationRow[];
  onEdit: (row: ReservationRow) => void;
  /** Absent when the person may not delete (a team member): no delete icon. */
  onDelete?: ((row: ReservationRow) => void) | undefined;
  /** Opens the detail drawer. */
  onOpen: (row: ReservationRow) => void;
}

const guestName = (r: ReservationRow) => fullName(r.first_name, r.last_name);

type RowActions = Pick<ReservationListProps, 'onEdit' | 'onDelete'>;

/** The guest's name opens the reservation's detail drawer. */
function GuestLink({
  row,
  onOpen,
  fw,
}: {
  row: ReservationRow;
  onOpen: ReservationListProps['onOpen'];
  fw?: number;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={fw}
      ta="left"
      onClick={() => onOpen(row)}
      aria-label={`Open ${guestName(row)}'s reservation`}
    >
      {guestName(row)}
    </Anchor>
  );
}

/** Only what the server allows for this reservation now (contract reservations-moves.ts): no icon leads to a refusal. */
function Actions({ row, onEdit, onDelete }: { row: ReservationRow } & RowActions) {
  const canMove = rowStatusMoves(row, new Date()).length > 0;
  const canDelete =
    onDelete !== undefined && hostMayDelete({ status_id: row.status.id, has_payments: row.has_payments });
  return (
    <Group gap={4} wrap="nowrap" miw={64} justify="flex-end">
      {canMove && (
        <ActionIcon
          variant="subtle"
          aria-label={`Change status of ${guestName(row)}'s reservation`}
          onClick={() => onEdit(row)}
        >
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${guestName(row)}'s reservation`}
          onClick={() => onDelete?.(row)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * The original table (docs/requirements/wire.md#R-W12) on wide screens; on a phone the same rows as cards, since five columns do not fit 390 px.
 * Only one of the two is rendered: a busy host's list is hundreds of rows, and hiding a second copy with CSS
 * doubled the page's work.
 */
export function ReservationList(props: ReservationListProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return wide ? <ReservationTable {...props} /> : <ReservationCards {...props} />;
}

function ReservationTable({ rows, onEdit, onDelete, onOpen }: ReservationListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Reservations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Listing</Table.Th>
            <Table.Th>Check in</Table.Th>
            <Table.Th>Check out</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="reservation-row">
              <Table.Td>
                <GuestLink row={r} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>{r.listing.external_listing_name}</Table.Td>
              {/* A date reads on one line, as the total does; the listing's name wraps instead. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.start_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.end_date)}</Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(r.total_price, r.currency)}
              </Table.Td>
              <Table.Td>
                <Actions row={r} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A stay date on a phone's card, under its label. */
function CardDate({ label, date }: { label: string; date: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{formatDate(date)}</Text>
    </div>
  );
}

function ReservationCards({ rows, onEdit, onDelete, onOpen }: ReservationListProps) {
  return (
    <Stack gap="sm" aria-label="Reservations">
      {rows.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" data-testid="reservation-card">
          <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <GuestLink row={r} onOpen={onOpen} fw={700} />
              <Text size="sm" c="dimmed" truncate>
                {r.listing.external_listing_name}
              </Text>
            </Stack>
            <Actions row={r} onEdit={onEdit} onDelete={onDelete} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <CardDate label="Check in" date={r.start_date} />
            <CardDate label="Check out" date={r.end_date} />
          </SimpleGrid>
          <Group justify="space-between" mt="xs">
            <StatusBadge status={r.status} />
            <Text size="sm" fw={600}>
              {formatPrice(r.total_price, r.currency)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
