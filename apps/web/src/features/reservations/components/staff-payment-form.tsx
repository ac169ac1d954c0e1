import { zodResolver } from '@hookform/resolvers/zod';
import { InquiryInput } from '@innkeep/contract/bookings';
import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
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
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateSettings } from '../../../components/date-settings.tsx';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { useListingOptions } from '../../../lib/listing-options.ts';
import { createStaffReservation } from '../api/create-staff-payment.ts';

// The form is flat; the request nests it as the contract's StaffReservationInput { reservation }.
const StaffForm = InquiryInput.omit({ promotional_emails: true, message: true });
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
};

/** The server may name a nested field (`reservation.first_name`) or a flat one: the first message is shown. */
function serverMessage(error: unknown, field: FieldName): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldError(field) ?? error.fieldError(`reservation.${field}`);
}

/**
 * docs/requirements/wire.md#R-W12 Payment, as decision 0061 has it: the host reserves a stay on one of their listings for a guest, and
 * the guest is e-mailed the payment link, where they accept the terms and pay with their own card. The host
 * never types the guest's card.
 */
export function StaffPaymentForm() {
  const listings = useListingOptions();
  const [result, setResult] = useState<{ ok: boolean; text: string; detail?: string } | null>(null);
  const [sending, setSending] = useState(false);
  // One key per filled form: a double submit or a retry after a lost answer reserves once.
  const key = useRef(crypto.randomUUID());
  const form = useForm<StaffValues, unknown, StaffData>({
    resolver: zodResolver(StaffForm),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  // The guest's details and stay are kept in the browser until sent: an expired session loses nothing.
  const kept = useFormDraft(form, 'staff-payment');
  const start = useWatch({ control: form.control, name: 'start_date' });
  const [listingId, end, guests] = useWatch({
    control: form.control,
    name: ['listing_id', 'end_date', 'guests'],
  });
  const today = todayIso();
  // The server's price of the chosen stay, shown before the link is sent; the button names the total.
  const listing = Number(listingId);
  const guestCount = Number(guests);
  const choice =
    Number.isInteger(listing) && listing > 0 && start && end && end > start && guestCount >= 1
      ? { start_date: start, end_date: end, guests: guestCount }
      : null;
  const calculation = useCalculation(listing, choice);
  const price = choice && calculation.isSuccess ? calculation.data : null;
  const sendLabel = price
    ? `Reserve and e-mail the payment link (${formatPrice(price.total_price, price.currency, price.currency_symbol)})`
    : 'Reserve and e-mail the payment link';

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    setSending(true);
    try {
      await kept.flush();
      const reply = await createStaffReservation(
        {
          reservation: values,
          // The total on the button: a price changed since is refused (decision 0046).
          ...(price ? { expected_total: price.total_price } : {}),
        },
        key.current,
      );
      setResult({ ok: true, text: 'Payment link sent', detail: reply.message });
      key.current = crypto.randomUUID();
      await kept.discard();
      form.reset(blank);
    } catch (error) {
      let placed = false;
      for (const field of FIELDS) {
        const message = serverMessage(error, field);
        if (message) {
          form.setError(field, { type: 'server', message });
          placed = true;
        }
      }
      setResult({
        ok: false,
        text: 'The reservation was not created',
        detail: placed ? undefined : error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <DateSettings>
      <form onSubmit={onSubmit} noValidate aria-label="Reserve for a guest">
        <Stack gap="lg">
          {kept.restored && (
            <Alert color="blue" role="status" data-testid="draft-restored">
              The guest's details you had typed are back.
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
                Choose the listing, dates and guests to see the price the guest will pay.
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
          <Text size="sm" c="dimmed">
            The guest is e-mailed a link to pay with their own card, where they accept the house rules, the
            cancellation terms and the damage deposit. The dates are held for them until then.
          </Text>
          {result && (
            <Alert
              color={result.ok ? 'green' : 'red'}
              icon={result.ok ? <IconCircleCheck aria-hidden /> : undefined}
              title={result.text}
              role={result.ok ? 'status' : 'alert'}
              data-testid="staff-result"
            >
              {result.detail}
            </Alert>
          )}
          <Button type="submit" size="md" loading={sending}>
            {sendLabel}
          </Button>
        </Stack>
      </form>
    </DateSettings>
  );
}
