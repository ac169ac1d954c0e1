import { zodResolver } from '@hookform/resolvers/zod';
import { bookingMessages, InquiryInput } from '@innkeep/contract/bookings';
import { Alert, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendInquiry } from '../api/send-inquiry.ts';

type InquiryValues = z.input<typeof InquiryInput>;
type InquiryData = z.output<typeof InquiryInput>;

const FORM_FIELDS = ['first_name', 'last_name', 'email_address', 'phone_number'] as const;
/** Stay fields come from the calendar above, so their errors are shown together at the top. */
const STAY_FIELDS = ['listing_id', 'start_date', 'end_date', 'guests'] as const;

interface InquiryFormProps {
  listingId: number;
  start: string | null;
  end: string | null;
  guests: number;
}

/** Spec 3 Inquiry: the chosen stay plus name, e-mail, numeric phone and the promotional e-mails choice. */
export function InquiryForm({ listingId, start, end, guests }: InquiryFormProps) {
  const mutation = useSendInquiry();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InquiryValues, unknown, InquiryData>({
    resolver: zodResolver(InquiryInput),
    defaultValues: {
      listing_id: listingId,
      start_date: start ?? '',
      end_date: end ?? '',
      guests,
      first_name: '',
      last_name: '',
      email_address: '',
      phone_number: '',
      promotional_emails: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    form.setValue('listing_id', listingId);
    form.setValue('start_date', start ?? '');
    form.setValue('end_date', end ?? '');
    form.setValue('guests', guests);
    form.clearErrors([...STAY_FIELDS]);
  }, [form, listingId, start, end, guests]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const reply = await mutation.mutateAsync({
        ...values,
        promotional_emails: values.promotional_emails ? 1 : 0,
      });
      setSent(reply.message || bookingMessages.inquirySent);
      form.reset({ ...form.getValues(), first_name: '', last_name: '', email_address: '', phone_number: '' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const field of [...FORM_FIELDS, ...STAY_FIELDS]) {
          const message = error.fieldError(field);
          if (message) form.setError(field, { message });
        }
      } else {
        setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  const stayErrors = STAY_FIELDS.map((f) => errors[f]?.message).filter((m): m is string => Boolean(m));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="inquiry-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="inquiry-heading">
          Ask the host
        </Title>
        {sent && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Inquiry sent" role="status">
            {sent}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title="Your inquiry was not sent">
            {failure}
          </Alert>
        )}
        {stayErrors.length > 0 && (
          <Alert color="red" role="alert">
            {[...new Set(stayErrors)].join('. ')}
          </Alert>
        )}
        <GuestContactInputs field={(name) => form.register(name)} errors={errors} autofill narrow />
        <Checkbox label="Send me promotional e-mails" {...form.register('promotional_emails')} />
        <Group>
          <Button type="submit" variant="light" loading={isSubmitting} fullWidth>
            Send inquiry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
