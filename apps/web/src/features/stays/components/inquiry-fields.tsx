import { INQUIRY_MESSAGE_MAX, type InquiryInput } from '@innkeep/contract/bookings';
import { Button, Checkbox, Group, Textarea } from '@mantine/core';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { GuestContactInputs } from '../../../components/guest-contact-inputs.tsx';

type InquiryValues = z.input<typeof InquiryInput>;

interface InquiryFieldsProps {
  form: UseFormReturn<InquiryValues, unknown, z.output<typeof InquiryInput>>;
  /** The form's errors, read where the form is made (react-hook-form subscribes there). */
  errors: UseFormReturn<InquiryValues>['formState']['errors'];
  sending: boolean;
  /** The panel's main action (no priced stay to book yet): the primary button style. */
  primary: boolean;
}

/** The guest's contact, a message (with its length), the promotional e-mails choice, and Send inquiry. */
export function InquiryFields({ form, errors, sending, primary }: InquiryFieldsProps) {
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  return (
    <>
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
        <Button type="submit" variant={primary ? 'filled' : 'default'} loading={sending} fullWidth>
          Send inquiry
        </Button>
      </Group>
    </>
  );
}
