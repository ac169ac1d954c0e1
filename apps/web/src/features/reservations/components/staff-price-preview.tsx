import { Alert, Loader, Text } from '@mantine/core';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { useCalculation } from '../../../lib/get-calculation.ts';

/** The server's price of the chosen stay, before the link is sent (or why the dates can't be booked). */
export function StaffPricePreview({
  choice,
  calculation,
}: {
  choice: object | null;
  calculation: ReturnType<typeof useCalculation>;
}) {
  return (
    <div aria-live="polite">
      {!choice ? (
        <Text size="sm" c="dimmed">
          Choose the listing, dates and guests to see the price the guest will pay.
        </Text>
      ) : calculation.isPending ? (
        <Loader size="xs" aria-label="Calculating the price" />
      ) : calculation.isError ? (
        <Alert color="red" title="These dates can't be booked">
          {isApiError(calculation.error)
            ? (Object.values(calculation.error.fieldErrors).flat()[0] ?? calculation.error.message)
            : calculation.error.message}
        </Alert>
      ) : (
        <PriceBreakdown calculation={calculation.data} />
      )}
    </div>
  );
}
