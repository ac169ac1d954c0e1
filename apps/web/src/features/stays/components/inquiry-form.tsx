import { INQUIRY_MESSAGE_MAX, type InquiryInput } from '@innkeep/contract/bookings';
import { bookingMessages } from '@innkeep/contract/messages';
import { Alert, Button, Checkbox, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSendInquiry } from '../api/send-inquiry.ts';
import { InquiryNextSteps } from './inquiry-next-steps.tsx';

type InquiryValues = z.input<typeof InquiryInput>;
type InquiryData = z.output<typeof InquiryInput>;

/** The schema loads when the guest first focuses a field or sends (lib/lazy-zod-resolver.ts). */
const inquiry = lazyZodResolver(() => import('@innkeep/contract/bookings').then((m) => m.InquiryInput));

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
  // The messages above the fields may be out of sight in a tall panel: each submit that ends in one
  // bumps this, and the box is focused, which scrolls it (and the panel's own scroll) into view.
  const [shownNotice, setShownNotice] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useForm<InquiryValues, unknown, InquiryData>({
    resolver: inquiry.resolver,
    // Focus is ours to move: to the message box when there is one, else to the first field in error.
    shouldFocusError: false,
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
      message: '',
    },
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const { errors, isSubmitting } = form.formState;

  const stayErrors = STAY_FIELDS.map((f) => errors[f]?.message).filter((m): m is string => Boolean(m));
  const hasNotice = Boolean(sent || failure || stayErrors.length > 0);
  const focusedNotice = useRef(0);
  // Once per bump, as soon as the box is on the page (the errors may render a moment after the bump).
  useEffect(() => {
    if (!hasNotice || shownNotice <= focusedNotice.current) return;
    focusedNotice.current = shownNotice;
    noticeRef.current?.focus();
  }, [shownNotice, hasNotice]);

  /** After a refused submit: the stay's errors are in the box at the top, the contact's next to each field. */
  function showErrors(failed: readonly string[]) {
    if (STAY_FIELDS.some((f) => failed.includes(f))) setShownNotice((n) => n + 1);
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
        setShownNotice((n) => n + 1);
        form.reset({
          ...form.getValues(),
          first_name: '',
          last_name: '',
          email_address: '',
          phone_number: '',
          message: '',
        });
      } catch (error) {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          const failed = [...FORM_FIELDS, ...STAY_FIELDS].filter((field) => error.fieldError(field));
          for (const field of failed) form.setError(field, { message: error.fieldError(field) });
          showErrors(failed);
        } else {
          setFailure(errorText(error));
          setShownNotice((n) => n + 1);
        }
      }
    },
    (invalid) => {
      if (invalid.root?.message) {
        setFailure(invalid.root.message);
        setShownNotice((n) => n + 1);
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
          <Stack
            gap="sm"
            ref={noticeRef}
            tabIndex={-1}
            data-testid="inquiry-notice"
            style={{ scrollMarginTop: 16 }}
          >
            {sent && (
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Inquiry sent" role="status">
                {sent.message}
                <InquiryNextSteps hash={sent.hash} holdHours={sent.holdHours} />
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
          </Stack>
        )}
        <GuestContactInputs field={(name) => form.register(name)} errors={errors} autofill narrow />
        <Textarea
          label="Message to the host"
          description={`Optional: a question, a cot, a late arrival. ${message.length.toLocaleString('en-US')} / ${INQUIRY_MESSAGE_MAX.toLocaleString('en-US')} characters`}
          rows={3}
          resize="vertical"
          maxLength={INQUIRY_MESSAGE_MAX}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Checkbox label="Send me promotional e-mails" {...form.register('promotional_emails')} />
        <Group>
          <Button type="submit" variant={primary ? 'filled' : 'default'} loading={isSubmitting} fullWidth>
            Send inquiry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
