import { zodResolver } from '@hookform/resolvers/zod';
import { InquiryInput } from '@innkeep/contract/bookings';
import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { paymentMessages } from '@innkeep/contract/messages';
import { formatPrice } from '@innkeep/contract/money';
import { BillingFields } from '@innkeep/contract/payments';
import {
  Alert,
  Button,
  Divider,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BILLING_FIELD_NAMES, canPay, emptyBilling } from '../../../components/card-payment/billing.ts';
import { BillingInputs } from '../../../components/card-payment/billing-inputs.tsx';
import { CardField } from '../../../components/card-payment/card-field.tsx';
import { paymentErrorText, useCardPayment } from '../../../components/card-payment/use-card-payment.ts';
import { DateSettings } from '../../../components/date-settings.tsx';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { useListingOptions } from '../../../lib/listing-options.ts';
import { createStaffPayment } from '../api/create-staff-payment.ts';
import { StaffDepositConsent } from './staff-deposit-consent.tsx';

// The form is flat; the request nests it as the contract's StaffPaymentInput { reservation, billing }.
const StaffForm = InquiryInput.omit({ promotional_emails: true }).extend(BillingFields.shape);
type StaffValues = z.input<typeof StaffForm>;
type StaffData = z.output<typeof StaffForm>;
type FieldName = keyof StaffValues;

const FIELDS: FieldName[] = [
  'listing_id',
  'start_date',
  'end_date',
  'guests',
  'first_name',
  'last_name',
  'email_address',
  'phone_number',
  ...BILLING_FIELD_NAMES,
];
const blank: StaffValues = {
  listing_id: '',
  start_date: '',
  end_date: '',
  guests: 1,
  first_name: '',
  last_name: '',
  email_address: '',
  phone_number: '',
  ...emptyBilling,
};

/** The server may name a nested field (`reservation.first_name`) or a flat one: the first message is shown. */
function serverMessage(error: unknown, field: FieldName): string | undefined {
  if (!isApiError(error)) return undefined;
  return (
    error.fieldError(field) ??
    error.fieldError(`reservation.${field}`) ??
    error.fieldError(`billing.${field}`)
  );
}

/** Spec 2 Payment: the host books a stay on one of their listings for a guest and takes the card now. */
export function StaffPaymentForm() {
  const listings = useListingOptions();
  const payment = useCardPayment();
  const [result, setResult] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);
  const form = useForm<StaffValues, unknown, StaffData>({
    resolver: zodResolver(StaffForm),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  // The guest's details and stay are kept in the browser until paid (never the card): an expired session loses nothing.
  const kept = useFormDraft(form, 'staff-payment');
  const billing = useWatch({ control: form.control, name: [...BILLING_FIELD_NAMES] });
  const start = useWatch({ control: form.control, name: 'start_date' });
  const [listingId, end, guests] = useWatch({
    control: form.control,
    name: ['listing_id', 'end_date', 'guests'],
  });
  const today = todayIso();
  // The server's price of the chosen stay, shown before the card is charged; the button names the total.
  const listing = Number(listingId);
  const guestCount = Number(guests);
  const choice =
    Number.isInteger(listing) && listing > 0 && start && end && end > start && guestCount >= 1
      ? { start_date: start, end_date: end, guests: guestCount }
      : null;
  const calculation = useCalculation(listing, choice);
  const price = choice && calculation.isSuccess ? calculation.data : null;
  const payLabel = price
    ? `Pay ${formatPrice(price.total_price, price.currency, price.currency_symbol)}`
    : 'Pay';

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const { billing_address, city, country, zip_code, ...reservation } = values;
    const billingFields = { billing_address, city, country, zip_code };
    try {
      await kept.flush();
      const reply = await payment.pay(billingFields, (payment_method_id, key) =>
        createStaffPayment(
          {
            reservation,
            billing: billingFields,
            payment_method_id,
            // The total on the Pay button: a price changed since is refused, never charged (decision 0046).
            ...(price ? { expected_total: price.total_price } : {}),
          },
          key,
        ),
      );
      if (!reply) return;
      setResult({ ok: true, text: paymentMessages.staffSuccess });
      await kept.discard();
      form.reset(blank);
      payment.clearCard();
    } catch (error) {
      let placed = false;
      for (const field of FIELDS) {
        const message = serverMessage(error, field);
        if (message) {
          form.setError(field, { type: 'server', message });
          placed = true;
        }
      }
      // Spec 8's message, plus the server's reason when it gives one (dates taken, card declined).
      const detail = paymentErrorText(error);
      // A card number the field refuses is shown under the field alone: nothing reached the server.
      if (detail === null && !placed) return;
      setResult({
        ok: false,
        text: paymentMessages.staffFailure,
        detail: placed || detail === null || detail === paymentMessages.staffFailure ? undefined : detail,
      });
    }
  });

  return (
    <DateSettings>
      <form onSubmit={onSubmit} noValidate aria-label="Take a payment">
        <Stack gap="lg">
          {kept.restored && (
            <Alert color="blue" role="status" data-testid="draft-restored">
              The guest's details you had typed are back. Enter the card again to pay.
            </Alert>
          )}
          <Stack gap="sm">
            <Title order={2} size="h4">
              Stay
            </Title>
            <Controller
              control={form.control}
              name="listing_id"
              render={({ field }) => (
                <Select
                  label="Listing"
                  placeholder={listings.isPending ? 'Loading your listings…' : 'Choose a listing'}
                  data={listings.data ?? []}
                  value={field.value === '' || field.value == null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  searchable
                  nothingFoundMessage="No listing with that name"
                  withAsterisk
                  error={
                    errors.listing_id?.message ?? (listings.isError ? listings.error.message : undefined)
                  }
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Controller
                control={form.control}
                name="start_date"
                render={({ field }) => (
                  <DatePickerInput
                    label="Check in"
                    placeholder="Pick a date"
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      const end = form.getValues('end_date');
                      if (value && end && end <= value) form.setValue('end_date', '');
                    }}
                    minDate={today}
                    valueFormat="MMM D, YYYY"
                    getDayAriaLabel={formatDate}
                    leftSection={<IconCalendar size={18} aria-hidden />}
                    withAsterisk
                    error={errors.start_date?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="end_date"
                render={({ field }) => (
                  <DatePickerInput
                    label="Check out"
                    placeholder="Pick a date"
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    minDate={start ? addDays(start, 1) : addDays(today, 1)}
                    valueFormat="MMM D, YYYY"
                    getDayAriaLabel={formatDate}
                    leftSection={<IconCalendar size={18} aria-hidden />}
                    withAsterisk
                    error={errors.end_date?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="guests"
                render={({ field }) => (
                  <NumberInput
                    label="Guests"
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value as number | string}
                    onChange={field.onChange}
                    withAsterisk
                    error={errors.guests?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
          <div aria-live="polite">
            {!choice ? (
              <Text size="sm" c="dimmed">
                Choose the listing, dates and guests to see the price before you charge the card.
              </Text>
            ) : calculation.isPending ? (
              <Loader size="xs" aria-label="Calculating the price" />
            ) : calculation.isError ? (
              <Alert color="red" title="These dates can't be booked">
                {isApiError(calculation.error)
                  ? (Object.values(calculation.error.fieldErrors).flat()[0] ?? calculation.error.message)
                  : calculation.error.message}
              </Alert>
            ) : (
              <PriceBreakdown calculation={calculation.data} />
            )}
          </div>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              Guest
            </Title>
            <GuestContactInputs field={(name) => form.register(name)} errors={errors} autofill={false} />
          </Stack>
          <Divider />
          <BillingInputs
            field={(name) => form.register(name)}
            errors={errors}
            disabled={payment.processing}
          />
          <CardField ref={payment.cardRef} disabled={payment.processing} />
          {result && (
            <Alert
              color={result.ok ? 'green' : 'red'}
              icon={result.ok ? <IconCircleCheck aria-hidden /> : undefined}
              title={result.text}
              role={result.ok ? 'status' : 'alert'}
            >
              {result.ok ? 'The stay is booked and paid; the guest receives a receipt.' : result.detail}
            </Alert>
          )}
          <StaffDepositConsent listingId={listingId} startDate={start} endDate={end} guests={guests} />
          <Button
            type="submit"
            size="md"
            loading={payment.processing}
            disabled={
              !canPay(
                { billing_address: billing[0], city: billing[1], country: billing[2], zip_code: billing[3] },
                payment.processing,
              )
            }
          >
            {payLabel}
          </Button>
        </Stack>
      </form>
    </DateSettings>
  );
}
