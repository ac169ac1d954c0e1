import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { notifications } from '../../../lib/notifications.ts';
import { decideDispute, useOpenDisputes } from '../api/disputes.ts';
import { useAdminSave } from '../api/use-admin-save.ts';

/** TEST MODE: how the admin, playing the bank, can decide a dispute. */
const OUTCOMES = [
  { outcome: 'won', label: 'Won', color: 'teal' },
  { outcome: 'lost', label: 'Lost', color: 'red' },
] as const;

/** The admin dashboard's open disputes: which stay, whose, how much, why, and when evidence is due. */
export function OpenDisputes() {
  const disputes = useOpenDisputes();
  // TEST MODE: the admin plays the guest's bank and decides the dispute; with Stripe the bank does.
  const testMode = usePaymentsConfig()?.provider === 'simulator';
  const decide = useAdminSave(decideDispute);
  const decideAs = (id: number, outcome: 'won' | 'lost') =>
    decide.mutate(
      { id, outcome },
      { onSuccess: (reply) => notifications.show({ color: 'teal', message: reply.message }) },
    );
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
      {decide.isError && (
        <Alert color="red" role="alert" mb="sm">
          {decide.error.message}
        </Alert>
      )}
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
                {testMode && <Table.Th>The bank decides (test)</Table.Th>}
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
                  {testMode && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {OUTCOMES.map(({ outcome, label, color }) => (
                          <Button
                            key={outcome}
                            size="xs"
                            variant="light"
                            color={color}
                            loading={decide.isPending}
                            onClick={() => decideAs(d.id, outcome)}
                            aria-label={`Dispute on reservation ${d.reservation_id} ${outcome}`}
                          >
                            {label}
                          </Button>
                        ))}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
