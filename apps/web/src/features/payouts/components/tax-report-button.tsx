import { Alert, Button, Group, NativeSelect } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/taxes/report.csv?year=`: the occupancy taxes of the host's paid stays (and those cancelled ones kept), per month and listing. */
async function downloadTaxReport(year: string) {
  const csv = await api.GET('/api/taxes/report.csv', { params: { query: { year: Number(year) } } });
  const url = URL.createObjectURL(new Blob([csv ?? ''], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `taxes-${year}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** The year's occupancy taxes as a CSV file (decision 0048), next to the payouts' export. */
export function TaxReportButton() {
  const thisYear = new Date().getFullYear();
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);
  const [year, setYear] = useState(String(thisYear));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label="Tax year"
        data={years}
        value={year}
        onChange={(e) => setYear(e.currentTarget.value)}
        w={100}
      />
      <Button
        variant="default"
        loading={busy}
        leftSection={<IconReceiptTax size={16} aria-hidden />}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await downloadTaxReport(year);
          } catch {
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        Tax report CSV
      </Button>
      {failed && (
        <Alert color="red" py={6}>
          The tax report could not be downloaded. Please try again.
        </Alert>
      )}
    </Group>
  );
}
