import { paymentMessages } from '@innkeep/contract/messages';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { readUniqueHash, saveUniqueHash } from '../../../lib/listing-details-storage.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useGuestReservation } from '../api/get-guest-reservation.ts';
import { CancelReservation } from '../components/cancel-reservation.tsx';
import { FinalizePaymentForm } from '../components/finalize-payment-form.tsx';
import { PendingPayment } from '../components/pending-payment.tsx';
import { ReservationFacts } from '../components/reservation-facts.tsx';

/** `/reservation/{unique_hash}`: the guest's page to pay for an approved stay (spec 2, 4 and 8). */
export default function FinalizeBookingPage() {
  const param = useParams().unique_hash;
  const hash = param || readUniqueHash();
  const reservation = useGuestReservation(hash);
  const [paidMessage, setPaidMessage] = useState<string | null>(null);
  const [cancelledMessage, setCancelledMessage] = useState<string | null>(null);

  useEffect(() => {
    if (param) saveUniqueHash(param);
  }, [param]);

  const lookupError = reservation.isError ? reservation.error.message : null;
  useEffect(() => {
    if (!lookupError) return;
    notifications.show({
      id: 'reservation-lookup',
      color: 'red',
      icon: <IconCalendarX size={18} aria-hidden />,
      title: 'Reservation not available',
      message: lookupError,
    });
  }, [lookupError]);

  const r = reservation.data;
  const paid = (message: string) => {
    setPaidMessage(message);
    void reservation.refetch();
  };
  let body: ReactNode;
  if (!hash) {
    body = <Text>Open the link from your e-mail to finalize your booking.</Text>;
  } else if (reservation.isPending) {
    body = <Loader aria-label="Loading your reservation" />;
  } else if (lookupError || !r) {
    body = (
      <Alert color="red" icon={<IconCalendarX aria-hidden />} role="alert" data-testid="lookup-error">
        {lookupError ?? paymentMessages.reservationNotFound}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="lg">
        <ReservationFacts reservation={r} />
        {cancelledMessage && (
          <Alert color="gray" title="Cancelled" role="status" data-testid="cancelled-message">
            {cancelledMessage}
          </Alert>
        )}
        {r.status.id === ReservationStatus.Paid ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Paid" role="status">
            {paidMessage ?? 'This reservation is paid. We look forward to your stay.'}
          </Alert>
        ) : r.status.id === ReservationStatus.AwaitingPayment ? (
          <FinalizePaymentForm key={r.unique_hash} reservation={r} onPaid={paid} />
        ) : r.status.id === ReservationStatus.PaymentProcessing ? (
          <PendingPayment reservation={r} onPaid={paid} onSettled={() => void reservation.refetch()} />
        ) : (
          <Alert color="gray" role="status">
            {r.status.id === ReservationStatus.Inquiry
              ? 'The host has not approved this inquiry yet. You can pay here once it is approved.'
              : paymentMessages.notPayable}
          </Alert>
        )}
        <CancelReservation reservation={r} onCancelled={setCancelledMessage} />
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <PageMeta title="Finalize your booking" />
      <Stack gap="lg">
        <Title order={1}>Finalize your booking</Title>
        {body}
      </Stack>
    </Container>
  );
}
