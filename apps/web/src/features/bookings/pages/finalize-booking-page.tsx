import { paymentMessages } from '@innkeep/contract/messages';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Anchor, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useRevealWhenShown } from '../../../components/use-reveal-when-shown.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { readUniqueHash, saveUniqueHash } from '../../../lib/listing-details-storage.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useGuestReservation } from '../api/get-guest-reservation.ts';
import { BookingNotFound } from '../components/booking-not-found.tsx';
import { CancelReservation } from '../components/cancel-reservation.tsx';
import { CancelledStay } from '../components/cancelled-stay.tsx';
import { FinalizePaymentForm } from '../components/finalize-payment-form.tsx';
import { PendingPayment } from '../components/pending-payment.tsx';
import { ReservationFacts } from '../components/reservation-facts.tsx';
import { TripConversation } from '../components/trip-conversation.tsx';
import { TripReview } from '../components/trip-review.tsx';
import {
  TripHost,
  TripLink,
  TripNext,
  TripPayment,
  TripPlace,
  TripWhen,
} from '../components/trip-sections.tsx';

/** True once `until` has passed, re-rendering at that moment: a page left open follows the hold's end. */
function useHoldOver(until: string | null): boolean {
  const end = until ? Date.parse(until) : Number.NaN;
  const [over, setOver] = useState(() => Number.isFinite(end) && end <= Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return setOver(false);
    const left = end - Date.now();
    setOver(left <= 0);
    if (left <= 0) return;
    // setTimeout holds at most about 24.8 days; a longer hold is re-checked when the page is next opened.
    const timer = setTimeout(() => setOver(true), Math.min(left, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [end]);
  return over;
}

/** The way back from a stay that cannot be paid: the listing, with the same dates and guests to try again. */
function BackToStay({ reservation: r }: { reservation: GuestReservation }) {
  const query = new URLSearchParams({ start: r.start_date, end: r.end_date, guests: String(r.guests) });
  return (
    <Anchor component={Link} to={`/stays/${r.listing.id}?${query}`} mt="xs" display="inline-block" fw={600}>
      Back to {r.listing.external_listing_name}
    </Anchor>
  );
}

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
    notifications.show({
      id: 'reservation-lookup',
      color: 'red',
      icon: <IconCalendarX size={18} aria-hidden />,
      title: 'Reservation not available',
      message: lookupError,
    });
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
    // The paid stay's page is the trip page (decision 0033): the confirmation, then one section per question.
    const trip = r.trip;
    body = (
      <Stack gap="lg">
        <Alert
          ref={paidRef}
          tabIndex={-1}
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={paidMessage ?? 'Your stay is booked'}
          role="status"
          data-testid="paid-message"
        >
          {r.first_name}, your stay at {r.listing.external_listing_name} is booked and paid.
          {paidMessage && ' Your receipt is on its way to your e-mail.'}
        </Alert>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <TripReview hash={r.unique_hash} listingName={r.listing.external_listing_name} />
              <TripWhen reservation={r} trip={trip} />
              <TripPlace trip={trip} />
              <TripHost trip={trip} />
              <TripConversation hash={r.unique_hash} />
              <TripNext trip={trip} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <TripPayment reservation={r} />
              <CancelReservation reservation={r} onCancelled={setCancelledMessage} />
              <TripLink hash={r.unique_hash} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        {cancelledMessage && (
          <Alert
            ref={cancelledRef}
            tabIndex={-1}
            color="gray"
            title="Cancelled"
            role="status"
            data-testid="cancelled-message"
          >
            {cancelledMessage}
          </Alert>
        )}
        <ReservationFacts reservation={r} />
        {r.status.id === ReservationStatus.Cancelled ? (
          <CancelledStay reservation={r}>
            <BackToStay reservation={r} />
          </CancelledStay>
        ) : r.status.id === ReservationStatus.Paid ? (
          <Alert
            ref={paidRef}
            tabIndex={-1}
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            title="Paid"
            role="status"
            data-testid="paid-message"
          >
            {paidMessage ?? 'This reservation is paid. We look forward to your stay.'}
          </Alert>
        ) : r.status.id === ReservationStatus.AwaitingPayment && holdOver ? (
          // A page left open past its hold: no card is asked for a payment the server would refuse.
          <Alert color="gray" title="The time to pay has run out" role="status" data-testid="hold-expired">
            <Text size="sm">{paymentMessages.holdExpired}</Text>
            <BackToStay reservation={r} />
          </Alert>
        ) : r.status.id === ReservationStatus.AwaitingPayment && inquiriesOnly ? (
          <Alert
            color="blue"
            icon={<IconCircleCheck aria-hidden />}
            title="Approved"
            role="status"
            data-testid="approved-inquiries-only"
          >
            {paymentGateMessages.approvedInquiriesOnly}
          </Alert>
        ) : r.status.id === ReservationStatus.AwaitingPayment ? (
          <FinalizePaymentForm key={r.unique_hash} reservation={r} onPaid={paid} />
        ) : r.status.id === ReservationStatus.PaymentProcessing ? (
          <PendingPayment reservation={r} onPaid={paid} onSettled={() => void reservation.refetch()} />
        ) : (
          <Alert color="gray" role="status" data-testid="status-note">
            <Text size="sm">
              {r.status.id === ReservationStatus.Inquiry
                ? inquiriesOnly
                  ? paymentGateMessages.inquiryInquiriesOnly
                  : 'The host has not approved this inquiry yet. You can pay here once it is approved.'
                : (r.status_note ?? paymentMessages.notPayable)}
            </Text>
            {r.status.id !== ReservationStatus.Inquiry && <BackToStay reservation={r} />}
          </Alert>
        )}
        <TripConversation hash={r.unique_hash} />
        <CancelReservation
          reservation={r}
          onCancelled={setCancelledMessage}
          // Next to Pay the terms show the policy already (the page says it once); a cancelled stay's is spent.
          showPolicy={
            r.status.id !== ReservationStatus.Cancelled &&
            !(r.status.id === ReservationStatus.AwaitingPayment && !holdOver && !inquiriesOnly)
          }
        />
      </Stack>
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
