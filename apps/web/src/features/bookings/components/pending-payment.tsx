import { paymentMessages } from '@innkeep/contract/messages';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Box, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { CardField } from '../../../components/card-payment/card-field.tsx';
import { paymentErrorText, useCardPayment } from '../../../components/card-payment/use-card-payment.ts';

interface PendingPaymentProps {
  reservation: GuestReservation;
  onPaid: (message: string) => void;
  /** Whatever the answer, the reservation may have moved (paid, back to approved, cancelled): reload it. */
  onSettled: () => void;
}

/**
 * Status 4: a payment was started and not finished, typically a 3-D Secure step closed with its tab. The
 * guest asks the server again; if the bank still wants its check, it runs here and the payment completes.
 */
export function PendingPayment({ reservation, onPaid, onSettled }: PendingPaymentProps) {
  const payment = useCardPayment();
  const [note, setNote] = useState<{ color: string; text: string } | null>(null);

  async function finish() {
    setNote(null);
    try {
      const reply = await payment.resume(reservation.unique_hash);
      if (!reply) return;
      if (reply.data.status_id === ReservationStatus.Paid)
        onPaid(reply.message || paymentMessages.paymentSuccessful);
      else
        setNote({ color: 'gray', text: 'Your payment is still being processed. Check again in a moment.' });
    } catch (error) {
      setNote({ color: 'red', text: paymentErrorText(error) ?? paymentMessages.notPayable });
    } finally {
      onSettled();
    }
  }

  return (
    <Stack gap="md">
      <Alert color="pink" title="A payment is in progress" role="status">
        A payment for this stay was started but not finished. If your bank asked you to confirm it, finish
        that step now.
      </Alert>
      {/* The card field runs the bank's step (Stripe.js, or the simulator's dialog); no card is typed here. */}
      <Box display="none">
        <CardField ref={payment.cardRef} />
      </Box>
      {note && (
        <Alert color={note.color} role={note.color === 'red' ? 'alert' : 'status'}>
          {note.text}
        </Alert>
      )}
      <Button size="md" onClick={finish} loading={payment.processing}>
        Finish payment
      </Button>
    </Stack>
  );
}
