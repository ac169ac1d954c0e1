import { formatPrice } from '@innkeep/contract/money';
import { Table, Text } from '@mantine/core';
import { countryName } from '../../../lib/country-name.ts';
import { useAdminPayments } from '../api/payments.ts';
import { DashboardSection, NothingToList } from './dashboard-section.tsx';

/**
 * The admin dashboard's money at a glance (decision 0049): where the platform is and what it settles in
 * (which hosts can be paid follows from it), and the payouts the provider refused for good.
 */
export function PlatformPayments() {
  const payments = useAdminPayments();
  return (
    <DashboardSection
      titleId="platform-payments"
      title="Payments"
      query={payments}
      errorTitle="Payments could not be loaded"
    >
      {(data) => (
        <>
          <Text size="sm" mb="sm" data-testid="platform-country">
            {data.platform
              ? `The platform is in ${countryName(data.platform.country)} and settles in ${data.platform.settlement_currency}: hosts in its region are paid by transfer, hosts in the US, UK, EEA, Canada and Switzerland by cross-border payout, others take inquiries only.`
              : 'The payment provider could not be asked for the platform’s country just now.'}
          </Text>
          {data.failed_payouts.length === 0 ? (
            <NothingToList>No payout failed.</NothingToList>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="failed-payouts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reservation</Table.Th>
                    <Table.Th>Host</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Why it failed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.failed_payouts.map((p) => (
                    <Table.Tr key={`${p.reservation_id}-${p.kind}`}>
                      <Table.Td>
                        #{p.reservation_id} · {p.listing}
                      </Table.Td>
                      <Table.Td>{p.host_email}</Table.Td>
                      <Table.Td>{formatPrice(p.amount, p.currency)}</Table.Td>
                      <Table.Td>{p.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </DashboardSection>
  );
}
