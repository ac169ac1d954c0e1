import { CLAIM_PAYOUT_HOLD_DAYS } from '@innkeep/contract/deposit-claims';
import { type PayoutLine, payoutsCsv } from '@innkeep/contract/payouts';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PageMeta } from '../../../components/page-meta.tsx';
import { saveCsv } from '../../../lib/save-csv.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { PayoutTable } from '../components/payout-table.tsx';
import { PayoutTotals } from '../components/payout-totals.tsx';
import { TaxReportButton } from '../components/tax-report-button.tsx';

/** The same columns as the API's field names, built in the browser from the lines on screen. */
const downloadCsv = (lines: readonly PayoutLine[]) => saveCsv('payouts.csv', payoutsCsv(lines));

/** `/payouts`: what each booking pays the host and when, with totals per currency and a CSV export. */
export default function PayoutsPage() {
  const payouts = usePayouts();
  const lines = payouts.data ?? [];
  return (
    <Stack gap="lg">
      <PageMeta title="Payouts" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Payouts</Title>
          <Text c="dimmed" mt={4}>
            A stay is paid to you 24 hours after check-in; a damage-deposit claim {CLAIM_PAYOUT_HOLD_DAYS}{' '}
            days after the guest's card is charged, while their bank may still dispute it. A refund lowers a
            scheduled payout, or is taken back from a paid one.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <TaxReportButton />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={lines.length === 0}
            onClick={() => downloadCsv(lines)}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {payouts.isPending ? (
        <Skeleton h={160} />
      ) : payouts.isError ? (
        <Alert color="red">Your payouts could not be loaded. Please try again.</Alert>
      ) : lines.length === 0 ? (
        <Text c="dimmed">No payouts yet: they appear here when a guest pays for a stay.</Text>
      ) : (
        <>
          {lines.some((l) => l.owed > 0) && (
            <Alert color="red" title="You owe an amount back">
              What is marked "owed" is kept from your next payouts in that currency until it is repaid. Each
              payout says why: the card processing of a stay you cancelled, or money a guest's bank took back
              after you had been paid that your Stripe balance could not cover.
            </Alert>
          )}
          <PayoutTotals lines={lines} />
          <PayoutTable lines={lines} />
        </>
      )}
    </Stack>
  );
}
