import { zodResolver } from '@hookform/resolvers/zod';
import { paymentMessages } from '@innkeep/contract/messages';
import { formatPrice } from '@innkeep/contract/money';
import { BillingFields, type GuestReservation } from '@innkeep/contract/payments';
import { AcceptTermsTick } from '@innkeep/contract/stay-terms';
import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BILLING_FIELD_NAMES } from '../../../components/card-payment/billing.ts';
import { BillingInputs } from '../../../components/card-payment/billing-inputs.tsx';
import { CardField } from '../../../components/card-payment/card-field.tsx';
import { DepositConsent } from '../../../components/card-payment/deposit-consent.tsx';
import { PayButton } from '../../../components/card-payment/pay-button.tsx';
import { PaymentFailureAlert } from '../../../components/card-payment/payment-failure-alert.tsx';
import { TermsAcceptance } from '../../../components/card-payment/terms-acceptance.tsx';
import { paymentErrorText, useCardPayment } from '../../../components/card-payment/use-card-payment.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { payReservation } from '../api/pay-reservation.ts';

// Billing plus the tick for the house rules and cancellation terms (decision 0035).
const PayInput = BillingFields.extend({ accept_terms: AcceptTermsTick });

/** docs/requirements/wire.md#R-W15: a billing failure's text stays for 8 s. */
export const FAILURE_MS = 8000;

interface FinalizePaymentFormProps {
  reservation: GuestReservation;
  /** After a payment: the page reloads the reservation (now Paid, which hides this form). */
  onPaid: (message: string) => void;
}

/** Billing, card and Pay for an approved reservation (`POST /api/bookings/billing`). */
export function FinalizePaymentForm({ reservation, onPaid }: FinalizePaymentFormProps) {
  const payment = useCardPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof PayInput>, unknown, z.output<typeof PayInput>>({
    resolver: zodResolver(PayInput),
    defaultValues: {
      accept_terms: false,
      billing_address: reservation.billing_address ?? '',
      city: reservation.city ?? '',
      country: reservation.country ?? '',
      zip_code: reservation.zip_code ?? '',
    },
  });
  const [billing_address, city, country, zip_code] = useWatch({
    control: form.control,
    name: [...BILLING_FIELD_NAMES],
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const onSubmit = form.handleSubmit(async ({ accept_terms, ...billing }) => {
    setFailure(null);
    try {
      const reply = await payment.pay(billing, (payment_method_id, key) =>
        payReservation(
          { ...billing, accept_terms, reservation_id: reservation.unique_hash, payment_method_id },
          key,
        ),
      );
      if (!reply) return;
      payment.clearCard();
      onPaid(reply.message || paymentMessages.paymentSuccessful);
    } catch (error) {
      // docs/requirements/wire.md#R-W15: per-field errors (first message) under the billing fields, or a text error for 8 s.
      let placed = false;
      if (isApiError(error)) {
        for (const field of BILLING_FIELD_NAMES) {
          const message = error.fieldError(field);
          if (message) {
            form.setError(field, { type: 'server', message });
            placed = true;
          }
        }
      }
      if (!placed) setFailure(paymentErrorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Pay for your stay">
      <Stack gap="md">
        <BillingInputs field={(name) => form.register(name)} errors={errors} disabled={payment.processing} />
        <CardField ref={payment.cardRef} disabled={payment.processing} />
        {failure && <PaymentFailureAlert message={failure} />}
        <TermsAcceptance
          terms={reservation.terms}
          cancellation={reservation.cancellation}
          field={form.register('accept_terms')}
          error={errors.accept_terms?.message}
          disabled={payment.processing}
        />
        <DepositConsent amount={reservation.refundable_damage_deposit} currency={reservation.currency} />
        <PayButton billing={{ billing_address, city, country, zip_code }} processing={payment.processing}>
          Pay {formatPrice(reservation.total_price, reservation.currency)}
        </PayButton>
      </Stack>
    </form>
  );
}
