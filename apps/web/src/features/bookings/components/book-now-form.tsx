import { zodResolver } from '@hookform/resolvers/zod';
import type { CancellationQuoteWire } from '@innkeep/contract/cancellation-quote';
import { paymentMessages } from '@innkeep/contract/messages';
import { formatPrice } from '@innkeep/contract/money';
import { BookingInput } from '@innkeep/contract/payments';
import { AcceptTermsTick, type StayTerms } from '@innkeep/contract/stay-terms';
import { Alert, Checkbox, Divider, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { emptyBilling } from '../../../components/card-payment/billing.ts';
import { BillingInputs } from '../../../components/card-payment/billing-inputs.tsx';
import { CardField } from '../../../components/card-payment/card-field.tsx';
import { DepositConsent } from '../../../components/card-payment/deposit-consent.tsx';
import { PayButton } from '../../../components/card-payment/pay-button.tsx';
import { PaymentFailureAlert } from '../../../components/card-payment/payment-failure-alert.tsx';
import { TermsAcceptance } from '../../../components/card-payment/terms-acceptance.tsx';
import { paymentErrorText, useCardPayment } from '../../../components/card-payment/use-card-payment.ts';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { isApiError, isRefusal } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { createBooking } from '../api/create-booking.ts';
import { type Attempt, clearAttempt, saveAttempt } from '../book-now-attempt.ts';
import type { BookNowStay } from '../book-now-stay.ts';

// The form asks for the tick the wire leaves optional (decision 0035).
const BookNowInput = BookingInput.omit({ payment_method_id: true }).extend({ accept_terms: AcceptTermsTick });
type BookNowValues = z.input<typeof BookNowInput>;
type BookNowData = z.output<typeof BookNowInput>;

const FIELDS = [
  'first_name',
  'last_name',
  'email_address',
  'phone_number',
  'billing_address',
  'city',
  'country',
  'zip_code',
] as const;

interface BookNowFormProps {
  stay: BookNowStay;
  contact: Pick<BookNowValues, 'first_name' | 'last_name' | 'email_address' | 'phone_number'>;
  /** False until the server has priced the stay: nothing is paid for a stay it refuses. */
  priced: boolean;
  /** The total shown beside the form (major units): the server charges only that (decision 0046). */
  total: number | null;
  /** The total's currency, named on Pay with the amount. */
  currency: string | null;
  /** The damage deposit the guest agrees to by paying (major units), shown next to Pay. */
  deposit?: { amount: number; currency: string } | null;
  /** The house rules, times and cancellation terms the guest accepts next to Pay. */
  terms: StayTerms | null;
  cancellation: CancellationQuoteWire | null;
  /**
   * A payment that did not finish here: the bank's check left open (the page offers to resume it), or an
   * answer lost to a dropped connection (the page asks the server what the request did).
   */
  onUnfinished: (attempt: Attempt) => void;
}

/** docs/requirements/wire.md#R-W12 Book now: the guest's contact, billing and card; Pay books and charges in one go. */
export function BookNowForm({
  stay,
  contact,
  priced,
  total,
  currency,
  deposit,
  terms,
  cancellation,
  onUnfinished,
}: BookNowFormProps) {
  const payment = useCardPayment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BookNowValues, unknown, BookNowData>({
    resolver: zodResolver(BookNowInput),
    defaultValues: {
      ...stay,
      ...contact,
      ...emptyBilling,
      promotional_emails: false,
      accept_terms: false,
    },
  });
  const { listing_id, start_date, end_date, guests } = stay;
  useEffect(() => {
    form.setValue('listing_id', listing_id);
    form.setValue('start_date', start_date);
    form.setValue('end_date', end_date);
    form.setValue('guests', guests);
  }, [form, listing_id, start_date, end_date, guests]);
  const { errors } = form.formState;
  const billing = useWatch({
    control: form.control,
    name: ['billing_address', 'city', 'country', 'zip_code'],
  });
  const [billing_address, city, country, zip_code] = billing;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    let attempt: Attempt | null = null;
    try {
      const reply = await payment.pay(values, async (payment_method_id, key) => {
        // Kept before the request leaves: if its answer is lost, the key asks the server what it did.
        attempt = { key, hash: null };
        saveAttempt(stay, attempt);
        const answer = await createBooking(
          {
            ...values,
            ...stay,
            promotional_emails: values.promotional_emails ? 1 : 0,
            payment_method_id,
            ...(total === null ? {} : { expected_total: total }),
          },
          key,
        );
        // Before the bank's check opens: a reload from here resumes this attempt (decision 0034).
        attempt = { key, hash: answer.data.unique_hash };
        saveAttempt(stay, attempt);
        return answer;
      });
      if (!reply) return;
      payment.clearCard();
      // Kept as booked: Back from the trip to this page says so instead of offering to pay again.
      saveAttempt(stay, { key: null, hash: reply.data.unique_hash, done: true });
      // The dates are taken now: no page may offer them at the price it had (Back to the stay page). Marked
      // stale, each is asked again where it is next shown; not here and now, where this page's own quote for
      // the dates its booking holds would be refused (422) as the page is left.
      void queryClient.invalidateQueries({ queryKey: ['bookings'], refetchType: 'none' });
      // Success is the stay's own page; Back returns to this page, which then says the stay is booked.
      navigate(`/reservation/${reply.data.unique_hash}`, {
        state: { paidMessage: paymentMessages.bookingSuccessful },
      });
    } catch (error) {
      // A refusal or a decline made nothing that holds the dates; an unfinished bank check or a lost answer
      // (no answer, or a proxy's 5xx while the server went on) keeps the attempt for the page to follow.
      const refused = isRefusal(error);
      // Assigned inside the pay callback, which the compiler's narrowing does not follow.
      const started = attempt as Attempt | null;
      if (!refused && started && (started.hash || isApiError(error))) return onUnfinished(started);
      clearAttempt(stay);
      // The host changed the price since it was shown: show the new total; nothing was held or charged.
      if (isApiError(error) && error.code === 'PRICE_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: ['bookings', 'calculation'] });
      }
      // Field errors go under their inputs; a stay rule the server names (minimum nights) comes back as text.
      const text = applyServerErrors(error, form.setError, FIELDS);
      setFailure(
        text === null
          ? null
          : isApiError(error) && error.code !== 'PAYMENT_FAILED'
            ? text
            : paymentErrorText(error),
      );
    }
  });

  const stayError = errors.start_date?.message ?? errors.end_date?.message ?? errors.guests?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Book now">
      <Stack gap="lg">
        {stayError && (
          <Alert color="red" role="alert">
            {stayError}
          </Alert>
        )}
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your details
          </Title>
          <GuestContactInputs field={(name) => form.register(name)} errors={errors} autofill />
          <Checkbox label="Send me promotional e-mails" {...form.register('promotional_emails')} />
        </Stack>
        <Divider />
        <BillingInputs field={(name) => form.register(name)} errors={errors} disabled={payment.processing} />
        <CardField ref={payment.cardRef} disabled={payment.processing} />
        {failure && <PaymentFailureAlert message={failure} />}
        <TermsAcceptance
          terms={terms}
          cancellation={cancellation}
          field={form.register('accept_terms')}
          error={errors.accept_terms?.message}
          disabled={payment.processing}
        />
        <DepositConsent amount={deposit?.amount} currency={deposit?.currency} />
        <PayButton
          billing={{ billing_address, city, country, zip_code }}
          processing={payment.processing}
          blocked={!priced}
        >
          {total === null || !currency ? 'Pay' : `Pay ${formatPrice(total, currency)}`}
        </PayButton>
      </Stack>
    </form>
  );
}
