import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** The action column: no label in the card list, placed at the card's top right. */
  action?: boolean;
}

interface AdminTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** On the table, or the card list on a phone. */
  testId?: string;
}

/** A table on wide screens; below 48em (phones) each row becomes a card, since five columns don't fit. */
export function AdminTable<T>({ caption, columns, rows, rowKey, testId }: AdminTableProps<T>) {
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const fields = columns.filter((c) => !c.action);
  const actions = columns.filter((c) => c.action);

  if (narrow) {
    return (
      <Stack gap="sm" role="list" aria-label={caption} data-testid={testId}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm" role="listitem">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                {fields.map((column) => (
                  <div key={column.label}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {column.label}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
                      {column.render(row)}
                    </Text>
                  </div>
                ))}
              </Stack>
              <Group gap={4} wrap="nowrap">
                {actions.map((column) => (
                  <div key={column.label}>{column.render(row)}</div>
                ))}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} style={column.action ? { width: 1 } : undefined}>
                {column.action ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
