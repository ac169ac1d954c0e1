import { paymentMessages } from '@innkeep/contract/messages';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useRevealWhenShown } from '../../../components/use-reveal-when-shown.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { readUniqueHash, saveUniqueHash } from '../../../lib/listing-details-storage.ts';
import { useGuestReservation } from '../api/get-guest-reservation.ts';
import { BookingNotFound } from '../components/booking-not-found.tsx';
import { PaidTrip } from '../components/paid-trip.tsx';
import { ReservationOverview } from '../components/reservation-overview.tsx';
import { useHoldOver } from '../hooks/use-hold-over.ts';

/** What the page is: a trip, a cancelled trip, a stay to pay for, or another reservation. */
function titleOf(r: GuestReservation | undefined): { title: string; heading: string } {
  if (r?.status.id === ReservationStatus.Paid && r.trip)
    return { title: 'Your trip', heading: `Your trip to ${r.listing.external_listing_name}` };
  if (r?.status.id === ReservationStatus.Cancelled)
    return { title: 'Your cancelled trip', heading: 'Your cancelled trip' };
  if (r?.status.id === ReservationStatus.Declined)
    return { title: 'Your request', heading: 'Your request was declined' };
  // Still loading: no claim about a reservation not yet read.
  if (!r) return { title: 'Your booking', heading: 'Your booking' };
  return { title: 'Finalize your booking', heading: 'Finalize your booking' };
}

/**
 * `/reservation/{unique_hash}`: the guest's page to pay for an approved stay (docs/requirements/wire.md#R-W12, R-W13, R-W15), and once paid
 * the trip page (decision 0033).
 */
export default function FinalizeBookingPage() {
  const param = useParams().unique_hash;
  const hash = param || readUniqueHash();
  const reservation = useGuestReservation(hash);
  // Book now's success arrives here with its message (decision 0033).
  const arrived = (useLocation().state as { paidMessage?: unknown } | null)?.paidMessage;
  const [paidMessage, setPaidMessage] = useState<string | null>(typeof arrived === 'string' ? arrived : null);
  const [cancelledMessage, setCancelledMessage] = useState<string | null>(null);

  useEffect(() => {
    if (param) saveUniqueHash(param);
  }, [param]);

  const lookupError = reservation.isError ? reservation.error.message : null;
  const unknown = reservation.isError && isApiError(reservation.error) && reservation.error.status === 404;
  useEffect(() => {
    if (!lookupError || unknown) return;
    // Mantine's notifications (their store, transitions, scroll lock) are for this failure only: loaded when it
    // happens, not with every trip page.
    void import('../../../lib/notifications.ts')
      .then(({ notifications }) =>
        notifications.show({
          id: 'reservation-lookup',
          color: 'red',
          icon: <IconCalendarX size={18} aria-hidden />,
          title: 'Reservation not available',
          message: lookupError,
        }),
      )
      .catch(() => undefined); // the page's alert says it too
  }, [lookupError, unknown]);
  // The confirmations of what the guest just did are brought into view and focused (decision 0086).
  const paidRef = useRevealWhenShown<HTMLDivElement>(
    paidMessage && arrived !== paidMessage ? paidMessage : null,
  );
  const cancelledRef = useRevealWhenShown<HTMLDivElement>(cancelledMessage);

  const r = reservation.data;
  // Inquiries only (no card payments on this site, decision 0065): an approval promises no payment here.
  const inquiriesOnly = usePaymentsConfig()?.enabled === false;
  const holdOver = useHoldOver(r?.status.id === ReservationStatus.AwaitingPayment ? r.hold_expires_at : null);
  const paid = (message: string) => {
    setPaidMessage(message);
    void reservation.refetch();
  };
  let body: ReactNode;
  if (!hash) {
    body = <Text>Open the link from your e-mail to finalize your booking.</Text>;
  } else if (reservation.isPending) {
    body = <Loader aria-label="Loading your reservation" />;
  } else if (unknown) {
    return (
      <Container size="sm" py={{ base: 'xl', sm: 64 }}>
        <BookingNotFound />
      </Container>
    );
  } else if (lookupError || !r) {
    body = (
      <Alert color="red" icon={<IconCalendarX aria-hidden />} role="alert" data-testid="lookup-error">
        {lookupError ?? paymentMessages.reservationNotFound}
      </Alert>
    );
  } else if (r.status.id === ReservationStatus.Paid && r.trip) {
    body = (
      <PaidTrip
        reservation={r}
        trip={r.trip}
        paidMessage={paidMessage}
        paidRef={paidRef}
        onCancelled={setCancelledMessage}
      />
    );
  } else {
    body = (
      <ReservationOverview
        reservation={r}
        paidMessage={paidMessage}
        paidRef={paidRef}
        holdOver={holdOver}
        inquiriesOnly={inquiriesOnly}
        onPaid={paid}
        onSettled={() => void reservation.refetch()}
        cancelledMessage={cancelledMessage}
        cancelledRef={cancelledRef}
        onCancelled={setCancelledMessage}
      />
    );
  }

  const isTrip = r?.status.id === ReservationStatus.Paid && r.trip !== null;
  const { title, heading } = titleOf(r);
  return (
    <Container size={isTrip ? 'lg' : 'sm'} py={{ base: 'md', sm: 'xl' }}>
      <PageMeta title={title} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{heading}</Title>
          {r && (
            // The number the guest quotes to the host or to us, next to what it names.
            <Text c="dimmed" size="sm" mt={4} data-testid="reservation-number">
              Reservation number {r.id}
            </Text>
          )}
        </div>
        {body}
      </Stack>
    </Container>
  );
}
