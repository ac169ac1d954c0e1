import { Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and what the host entered for it. */
export type DetailRow = [label: string, value: ReactNode];

/** A titled card of the listing's details, one label and value a row. */
export function DetailsCard({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
