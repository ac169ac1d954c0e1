import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { CancelReservation } from './cancel-reservation.tsx';
import { ReservationFacts } from './reservation-facts.tsx';
import { type NextStepProps, ReservationNextStep } from './reservation-next-step.tsx';
import { TripConversation } from './trip-conversation.tsx';

interface ReservationOverviewProps extends NextStepProps {
  /** The confirmation just after cancelling, or null. */
  cancelledMessage: string | null;
  cancelledRef: Ref<HTMLDivElement>;
  onCancelled: (message: string) => void;
}

/** A reservation that is not (or not yet) a trip: its facts, the next step, the thread with the host, cancelling. */
export function ReservationOverview({
  cancelledMessage,
  cancelledRef,
  onCancelled,
  ...step
}: ReservationOverviewProps) {
  const { reservation: r, holdOver, inquiriesOnly } = step;
  return (
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
      <ReservationNextStep {...step} />
      <TripConversation hash={r.unique_hash} timeZone={r.listing.time_zone} />
      <CancelReservation
        reservation={r}
        onCancelled={onCancelled}
        // Next to Pay the terms show the policy already (the page says it once); a cancelled stay's is spent,
        // and a declined request's never applied.
        showPolicy={
          r.status.id !== ReservationStatus.Cancelled &&
          r.status.id !== ReservationStatus.Declined &&
          !(r.status.id === ReservationStatus.AwaitingPayment && !holdOver && !inquiriesOnly)
        }
      />
    </Stack>
  );
}
