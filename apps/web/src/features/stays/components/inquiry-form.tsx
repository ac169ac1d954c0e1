import type { InquiryInput } from '@innkeep/contract/bookings';
import { bookingMessages } from '@innkeep/contract/messages';
import { Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSendInquiry } from '../api/send-inquiry.ts';
import { useNoticeFocus } from '../use-notice-focus.ts';
import { InquiryFields } from './inquiry-fields.tsx';
import { InquiryNotice } from './inquiry-notice.tsx';

type InquiryValues = z.input<typeof InquiryInput>;
type InquiryData = z.output<typeof InquiryInput>;

/** The schema loads when the guest first focuses a field or sends (lib/lazy-zod-resolver.ts). */
const inquiry = lazyZodResolver(() => import('@innkeep/contract/bookings').then((m) => m.InquiryInput));

/** The guest's part of the form, empty: as it starts, and again once an inquiry is sent. */
const NO_CONTACT = { first_name: '', last_name: '', email_address: '', phone_number: '', message: '' };

const FORM_FIELDS = ['first_name', 'last_name', 'email_address', 'phone_number', 'message'] as const;
/** Stay fields come from the calendar above, so their errors are shown together at the top. */
const STAY_FIELDS = ['listing_id', 'start_date', 'end_date', 'guests'] as const;

interface InquiryFormProps {
  listingId: number;
  start: string | null;
  end: string | null;
  guests: number;
  /** The panel's main action (no priced stay to book yet): the primary button style. */
  primary: boolean;
}

/** docs/requirements/wire.md#R-W1 Inquiry: the chosen stay plus name, e-mail, numeric phone and the promotional e-mails choice. */
export function InquiryForm({ listingId, start, end, guests, primary }: InquiryFormProps) {
  const mutation = useSendInquiry();
  const [sent, setSent] = useState<{ message: string; hash: string; holdHours: number | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InquiryValues, unknown, InquiryData>({
    resolver: inquiry.resolver,
    // Focus is ours to move: to the message box when there is one, else to the first field in error.
    shouldFocusError: false,
    defaultValues: {
      listing_id: listingId,
      start_date: start ?? '',
      end_date: end ?? '',
      guests,
      ...NO_CONTACT,
      promotional_emails: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const stayErrors = STAY_FIELDS.map((f) => errors[f]?.message).filter((m): m is string => Boolean(m));
  const hasNotice = Boolean(sent || failure || stayErrors.length > 0);
  const notice = useNoticeFocus(hasNotice);

  /** After a refused submit: the stay's errors are in the box at the top, the contact's next to each field. */
  function showErrors(failed: readonly string[]) {
    if (STAY_FIELDS.some((f) => failed.includes(f))) notice.show();
    else {
      const first = FORM_FIELDS.find((f) => failed.includes(f));
      if (first) form.setFocus(first);
    }
  }

  useEffect(() => {
    form.setValue('listing_id', listingId);
    form.setValue('start_date', start ?? '');
    form.setValue('end_date', end ?? '');
    form.setValue('guests', guests);
    form.clearErrors([...STAY_FIELDS]);
  }, [form, listingId, start, end, guests]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSent(null);
      setFailure(null);
      try {
        const reply = await mutation.mutateAsync({
          ...values,
          promotional_emails: values.promotional_emails ? 1 : 0,
        });
        setSent({
          message: reply.message || bookingMessages.inquirySent,
          hash: reply.data.unique_hash,
          holdHours: reply.data.hold_hours,
        });
        notice.show();
        form.reset({ ...form.getValues(), ...NO_CONTACT });
      } catch (error) {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          const failed = [...FORM_FIELDS, ...STAY_FIELDS].filter((field) => error.fieldError(field));
          for (const field of failed) form.setError(field, { message: error.fieldError(field) });
          showErrors(failed);
        } else {
          setFailure(errorText(error));
          notice.show();
        }
      }
    },
    (invalid) => {
      if (invalid.root?.message) {
        setFailure(invalid.root.message);
        notice.show();
      } else {
        setFailure(null);
        showErrors(Object.keys(invalid));
      }
    },
  );

  return (
    <form onSubmit={onSubmit} onFocus={inquiry.preload} noValidate aria-labelledby="inquiry-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="inquiry-heading">
          Ask the host
        </Title>
        {hasNotice && (
          <InquiryNotice ref={notice.ref} sent={sent} failure={failure} stayErrors={stayErrors} />
        )}
        <InquiryFields form={form} errors={errors} sending={isSubmitting} primary={primary} />
      </Stack>
    </form>
  );
}
