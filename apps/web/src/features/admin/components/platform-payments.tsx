import { formatPrice } from '@innkeep/contract/money';
import type { AdminPaymentsReply } from '@innkeep/contract/payouts';
import { Text } from '@mantine/core';
import { countryName } from '../../../lib/country-name.ts';
import { useAdminPayments } from '../api/payments.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { DashboardSection, NothingToList } from './dashboard-section.tsx';

type FailedPayout = AdminPaymentsReply['data']['failed_payouts'][number];

const failedPayoutColumns: Column<FailedPayout>[] = [
  { label: 'Reservation', render: (p) => `#${p.reservation_id} · ${p.listing}` },
  { label: 'Host', render: (p) => p.host_email },
  { label: 'Amount', render: (p) => formatPrice(p.amount, p.currency) },
  { label: 'Why it failed', render: (p) => p.reason },
];

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
            <AdminTable
              caption="Payouts that failed"
              columns={failedPayoutColumns}
              rows={data.failed_payouts}
              rowKey={(p) => `${p.reservation_id}-${p.kind}`}
              testId="failed-payouts"
            />
          )}
        </>
      )}
    </DashboardSection>
  );
}
