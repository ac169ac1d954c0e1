import { Alert, Button, Group, NativeSelect } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { saveCsv, useDownload } from '../../../lib/save-csv.ts';

/** `GET /api/taxes/report.csv?year=`: the occupancy taxes of the host's paid stays (and those cancelled ones kept), per month and listing. */
async function downloadTaxReport(year: string) {
  const csv = await api.GET('/api/taxes/report.csv', { params: { query: { year: Number(year) } } });
  saveCsv(`taxes-${year}.csv`, csv ?? '');
}

/** The year's occupancy taxes as a CSV file (decision 0048), next to the payouts' export. */
export function TaxReportButton() {
  const thisYear = new Date().getFullYear();
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);
  const [year, setYear] = useState(String(thisYear));
  const report = useDownload(() => downloadTaxReport(year));
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
        loading={report.busy}
        leftSection={<IconReceiptTax size={16} aria-hidden />}
        onClick={report.run}
      >
        Tax report CSV
      </Button>
      {report.failed && (
        <Alert color="red" py={6}>
          The tax report could not be downloaded. Please try again.
        </Alert>
      )}
    </Group>
  );
}
