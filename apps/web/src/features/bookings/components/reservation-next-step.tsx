import { paymentMessages } from '@innkeep/contract/messages';
import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, type Ref, Suspense, useEffect } from 'react';
import { loadStripeCardField } from '../../../components/card-payment/load-stripe-card-field.ts';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { BackToStay } from './back-to-stay.tsx';
import { CancelledStay } from './cancelled-stay.tsx';
import { PaidAlert } from './paid-alert.tsx';

// The card form (react-hook-form, zod's resolver, billing inputs, the card field and its 3-D Secure dialog) is
// for a stay still to pay only: a chunk of its own, so a trip page, a cancelled or a declined stay never load
// it. Rendering it starts its load the moment the reservation's status says payment is next, which is the
// first moment anything knows it (the page renders no sooner than the reservation arrives).
const FinalizePaymentForm = lazyPart(() =>
  import('./finalize-payment-form.tsx').then((m) => m.FinalizePaymentForm),
);
const PendingPayment = lazyPart(() => import('./pending-payment.tsx').then((m) => m.PendingPayment));

/** Where the payment form comes: the rest of the page shows meanwhile, a labelled loader in the form's place. */
function PaymentPart({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih={240}>
          <Loader aria-label="Loading the payment form" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

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

/**
 * On a Stripe site the card field is a chunk of its own inside the form's: started with it, it does not wait for
 * the form's code to arrive and render first.
 */
function usePreloadStripeField(cardNext: boolean) {
  const payments = usePaymentsConfig();
  const stripe =
    payments?.enabled !== false && payments?.provider === 'stripe' && Boolean(payments.publishable_key);
  useEffect(() => {
    // A failed load is the card field's to report when it renders.
    if (cardNext && stripe) loadStripeCardField().catch(() => undefined);
  }, [cardNext, stripe]);
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
  usePreloadStripeField(
    (r.status.id === ReservationStatus.AwaitingPayment && !holdOver && !inquiriesOnly) ||
      r.status.id === ReservationStatus.PaymentProcessing,
  );
  return r.status.id === ReservationStatus.Cancelled ? (
    <CancelledStay reservation={r}>
      <BackToStay reservation={r} />
    </CancelledStay>
  ) : r.status.id === ReservationStatus.Paid ? (
    <PaidAlert paidRef={paidRef} title="Paid">
      {paidMessage ?? 'This reservation is paid. We look forward to your stay.'}
    </PaidAlert>
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
    <PaymentPart>
      <FinalizePaymentForm key={r.unique_hash} reservation={r} onPaid={onPaid} />
    </PaymentPart>
  ) : r.status.id === ReservationStatus.PaymentProcessing ? (
    <PaymentPart>
      <PendingPayment reservation={r} onPaid={onPaid} onSettled={onSettled} />
    </PaymentPart>
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
