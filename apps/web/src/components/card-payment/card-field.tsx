import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { Alert, Badge, Skeleton, Stack } from '@mantine/core';
import { lazy, type Ref, Suspense } from 'react';
import { usePaymentsConfig } from '../../lib/get-public-config.ts';
import type { CardFieldHandle } from './card-field-handle.ts';
import { loadStripeCardField } from './load-stripe-card-field.ts';
import { SimulatorCardField } from './simulator-card-field.tsx';

// Stripe Elements and its loader stay out of every bundle a simulator deployment downloads.
const StripeCardField = lazy(loadStripeCardField);

interface CardFieldProps {
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
}

/** The card input of the payment screens: Stripe Elements when Stripe is configured, else the TEST MODE simulator. */
export function CardField({ ref, disabled }: CardFieldProps) {
  const payments = usePaymentsConfig();
  const loading = <Skeleton height={64} radius="sm" aria-label="Loading the card field" />;
  if (!payments) return loading;
  // Production without Stripe and without the simulator's opt-in: no card is taken (decision 0025).
  if (payments.enabled === false) {
    return (
      <Alert color="yellow" title="Card payment is not available">
        {paymentGateMessages.cardPaymentsOff}
      </Alert>
    );
  }
  if (payments.provider === 'simulator') return <SimulatorCardField ref={ref} disabled={disabled} />;
  if (!payments.publishable_key) {
    return (
      <Alert color="red" title="Card payments are not available">
        The site has no Stripe publishable key configured.
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      {/* Stripe with a test key takes Stripe's test cards only: say so, as the simulator does. */}
      {payments.test_mode && (
        <Badge color="orange" variant="filled" size="sm" style={{ alignSelf: 'flex-end' }}>
          TEST MODE
        </Badge>
      )}
      <Suspense fallback={loading}>
        <StripeCardField ref={ref} publishableKey={payments.publishable_key} disabled={disabled} />
      </Suspense>
    </Stack>
  );
}
