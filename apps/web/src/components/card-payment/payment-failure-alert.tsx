import { Alert } from '@mantine/core';
import { useRevealed } from './use-revealed.ts';

/** Why a payment failed, next to Pay: scrolled into view and focused each time the message changes. */
export function PaymentFailureAlert({ message }: { message: string }) {
  const ref = useRevealed<HTMLDivElement>(message);
  return (
    <Alert
      color="red"
      title="The payment did not go through"
      role="alert"
      ref={ref}
      tabIndex={-1}
      data-testid="payment-failure"
    >
      {message}
    </Alert>
  );
}
