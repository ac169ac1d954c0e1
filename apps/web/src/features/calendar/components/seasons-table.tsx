import { formatStayRange } from '@innkeep/contract/dates';
import type { RateRangeWire } from '@innkeep/contract/rates';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';

interface SeasonsTableProps {
  listingName: string;
  ranges: RateRangeWire[];
  money: (value: number) => string;
  onEdit: (range: RateRangeWire) => void;
  onRemove: (range: RateRangeWire) => void;
}

/** A listing's seasons and one-off prices ahead, one a row: nights, price, minimum stay, Edit and Remove. */
export function SeasonsTable({ listingName, ranges, money, onEdit, onRemove }: SeasonsTableProps) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={`Seasons and one-off prices of ${listingName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nights</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Min. stay</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranges.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {formatStayRange(r.start_date, r.end_date)}
                <Text size="xs" c="dimmed">
                  {r.source === 'season' ? 'Season' : 'One-off'}
                </Text>
              </Table.Td>
              <Table.Td>{money(r.price)}</Table.Td>
              <Table.Td>{r.minimum_nights ? `${r.minimum_nights} nights` : "Listing's"}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onEdit(r)}
                    aria-label={`Edit ${formatStayRange(r.start_date, r.end_date)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove(r)}
                    aria-label={`Remove ${formatStayRange(r.start_date, r.end_date)}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
