import { zodResolver } from '@hookform/resolvers/zod';
import { readerToday } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { todayIn } from '@innkeep/contract/time-zones';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMyListingOptions, useMyListings } from '../../../api/listings.ts';
import { DateSettings } from '../../../components/date-settings.tsx';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { createStaffReservation } from '../api/create-staff-payment.ts';
import { blank, FIELDS, type StaffData, StaffForm, type StaffValues, serverMessage } from './staff-form.ts';
import { StaffPricePreview } from './staff-price-preview.tsx';
import { StaffStayFields } from './staff-stay-fields.tsx';

/**
 * The Payment screen (docs/requirements/wire.md#R-W12), as decision 0061 has it: the host reserves a stay on
 * one of their listings for a guest, and the guest is e-mailed the payment link, where they accept the terms
 * and pay with their own card. The host never types the guest's card.
 */
export function StaffPaymentForm() {
  const listings = useMyListingOptions();
  const mine = useMyListings();
  const holdHours = usePaymentsConfig()?.hold_hours;
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
  // The server's price of the chosen stay, shown before the link is sent; the button names the total.
  const listing = Number(listingId);
  // The earliest check-in is the chosen listing's date, as the server judges it (decision 0115).
  const zone = mine.data?.find((l) => l.id === listing)?.time_zone;
  const today = zone ? todayIn(zone) : readerToday();
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
          <StaffStayFields form={form} listings={listings} start={start} today={today} />
          <StaffPricePreview choice={choice} calculation={calculation} />
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              Guest
            </Title>
            <GuestContactInputs field={(name) => form.register(name)} errors={errors} autofill={false} />
          </Stack>
          <Text size="sm" c="dimmed">
            The guest is e-mailed a link to pay with their own card, where they accept the house rules, the
            cancellation terms and the damage deposit. {heldFor(holdHours)}
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
          {/* The label (with the total) is longer than a phone's width: it wraps instead of being cut. */}
          <Button
            type="submit"
            size="md"
            loading={sending}
            h="auto"
            mih={42}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          >
            {sendLabel}
          </Button>
        </Stack>
      </form>
    </DateSettings>
  );
}

/** What the form says of the hold: its length once the site's settings are in. */
function heldFor(hours: number | undefined): string {
  return hours
    ? `The dates are held for them for ${hours} hours.`
    : 'The dates are held for them until then.';
}
