import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Skeleton, Table, Text, Title } from '@mantine/core';
import { useOpenDisputes } from '../api/disputes.ts';

/** The admin dashboard's open disputes: which stay, whose, how much, why, and when evidence is due. */
export function OpenDisputes() {
  const disputes = useOpenDisputes();
  return (
    <section aria-labelledby="open-disputes">
      <Title order={2} size="h4" mt="xl" mb="sm" id="open-disputes">
        Open disputes
      </Title>
      {disputes.isError && (
        <Alert color="red" title="The disputes could not be loaded">
          {disputes.error.message}
        </Alert>
      )}
      {disputes.isPending && <Skeleton height={60} />}
      {disputes.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          No payment is disputed.
        </Text>
      )}
      {disputes.data && disputes.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="open-disputes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reservation</Table.Th>
                <Table.Th>Listing</Table.Th>
                <Table.Th>Host</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Evidence due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {disputes.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.reservation_id}</Table.Td>
                  <Table.Td>{d.listing}</Table.Td>
                  <Table.Td>{d.host_email}</Table.Td>
                  <Table.Td>{formatPrice(d.amount, d.currency)}</Table.Td>
                  <Table.Td>{d.reason_text}</Table.Td>
                  <Table.Td>{d.status.replaceAll('_', ' ')}</Table.Td>
                  <Table.Td>{d.evidence_due_by ? formatDate(d.evidence_due_by.slice(0, 10)) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
