import type { GuestReservation } from '@innkeep/contract/payments';
import { Grid, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { CancelReservation } from './cancel-reservation.tsx';
import { PaidAlert } from './paid-alert.tsx';
import { TripConversation } from './trip-conversation.tsx';
import { TripReview } from './trip-review.tsx';
import { TripHost, TripLink, TripNext, TripPayment, TripPlace, TripWhen } from './trip-sections.tsx';

interface PaidTripProps {
  reservation: GuestReservation;
  trip: NonNullable<GuestReservation['trip']>;
  /** The confirmation just after paying, or null. */
  paidMessage: string | null;
  paidRef: Ref<HTMLDivElement>;
  onCancelled: (message: string) => void;
}

/** The paid stay's page is the trip page (decision 0033): the confirmation, then one section per question. */
export function PaidTrip({ reservation: r, trip, paidMessage, paidRef, onCancelled }: PaidTripProps) {
  // From check-out the stay is behind the guest: the page thanks them, as the cancellation terms say it is over.
  const over = trip.checked_out;
  const name = r.listing.external_listing_name;
  const [title, words] = over
    ? ['Your stay is over', `${r.first_name}, thank you for staying at ${name}.`]
    : trip.checked_in
      ? [
          'Enjoy your stay',
          `${r.first_name}, welcome to ${name}. Your access details and your host are on this page.`,
        ]
      : ['Your stay is booked', `${r.first_name}, your stay at ${name} is booked and paid.`];
  return (
    <Stack gap="lg">
      <PaidAlert paidRef={paidRef} title={paidMessage ?? title}>
        {words}
        {paidMessage && ' Your receipt is on its way to your e-mail.'}
      </PaidAlert>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <TripReview hash={r.unique_hash} listingName={r.listing.external_listing_name} />
            <TripWhen reservation={r} trip={trip} />
            <TripPlace trip={trip} />
            <TripHost trip={trip} />
            <TripConversation hash={r.unique_hash} timeZone={r.listing.time_zone} />
            <TripNext reservation={r} trip={trip} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <TripPayment reservation={r} />
            {/* A stay behind the guest has no cancellation to explain. */}
            {!over && <CancelReservation reservation={r} onCancelled={onCancelled} />}
            <TripLink hash={r.unique_hash} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
