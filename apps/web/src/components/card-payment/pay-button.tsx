import type { BillingFields } from '@innkeep/contract/payments';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isBillingFilled } from './billing.ts';

interface PayButtonProps {
  billing: Partial<Record<keyof BillingFields, string | undefined>>;
  processing: boolean;
  /** Another reason Pay cannot be pressed yet (no price for the stay), said elsewhere on the page. */
  blocked?: boolean;
  children: ReactNode;
}

export const BILLING_MISSING_HINT = 'Fill in the billing address, city, country and zip code to pay.';

/**
 * Pay, disabled until the billing fields are filled and while a payment runs (docs/requirements/wire.md#R-W13),
 * saying under it what it waits for: a greyed button alone left guests guessing.
 */
export function PayButton({ billing, processing, blocked = false, children }: PayButtonProps) {
  const missing = !isBillingFilled(billing);
  return (
    <Stack gap={6}>
      <Button
        type="submit"
        size="md"
        loading={processing}
        disabled={blocked || missing || processing}
        aria-describedby={missing && !processing ? 'pay-hint' : undefined}
      >
        {children}
      </Button>
      {missing && !processing && (
        <Text id="pay-hint" size="sm" c="dimmed" ta="center">
          {BILLING_MISSING_HINT}
        </Text>
      )}
    </Stack>
  );
}
