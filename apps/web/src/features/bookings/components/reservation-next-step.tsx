import { paymentMessages } from '@innkeep/contract/messages';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { BackToStay } from './back-to-stay.tsx';
import { CancelledStay } from './cancelled-stay.tsx';
import { FinalizePaymentForm } from './finalize-payment-form.tsx';
import { PendingPayment } from './pending-payment.tsx';

export interface NextStepProps {
  reservation: GuestReservation;
  /** The confirmation just after paying, or null. */
  paidMessage: string | null;
  paidRef: Ref<HTMLDivElement>;
  /** The time to pay has run out while the page was open. */
  holdOver: boolean;
  /** No card payments on this site (decision 0065). */
  inquiriesOnly: boolean;
  onPaid: (message: string) => void;
  /** A payment in progress ended either way: read the reservation again. */
  onSettled: () => void;
}

/** Where the reservation stands and what the guest can do now: pay, wait, or go back to the stay. */
export function ReservationNextStep({
  reservation: r,
  paidMessage,
  paidRef,
  holdOver,
  inquiriesOnly,
  onPaid,
  onSettled,
}: NextStepProps) {
  return r.status.id === ReservationStatus.Cancelled ? (
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
    <FinalizePaymentForm key={r.unique_hash} reservation={r} onPaid={onPaid} />
  ) : r.status.id === ReservationStatus.PaymentProcessing ? (
    <PendingPayment reservation={r} onPaid={onPaid} onSettled={onSettled} />
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
  );
}
