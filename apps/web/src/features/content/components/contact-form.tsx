import type { ContactInput } from '@innkeep/contract/content';
import { contentMessages } from '@innkeep/contract/messages';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailInput } from '../../../components/account-inputs.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSendContact } from '../api/send-contact.ts';

type ContactValues = z.input<typeof ContactInput>;
type ContactData = z.output<typeof ContactInput>;
const FIELDS = ['email', 'phone', 'message'] as const;

/** The schema loads when the visitor first focuses a field or sends (lib/lazy-zod-resolver.ts). */
const contact = lazyZodResolver(() => import('@innkeep/contract/content').then((m) => m.ContactInput));

/** The contact form (e-mail, an optional numeric phone, the message); the reply says it was sent. */
export function ContactForm() {
  const mutation = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver: contact.resolver,
    defaultValues: { email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSent(null);
      setFailure(null);
      try {
        const reply = await mutation.mutateAsync({ ...values, phone: values.phone ?? undefined });
        setSent(reply.message || contentMessages.contactSent);
        form.reset();
      } catch (error) {
        setFailure(applyServerErrors(error, form.setError, FIELDS));
      }
    },
    // The schema could not load (offline): said as a failed send is.
    (invalid) => setFailure(invalid.root?.message ?? null),
  );

  return (
    <form onSubmit={onSubmit} onFocus={contact.preload} noValidate aria-label="Contact us">
      <Stack gap="md">
        {sent && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Message sent" role="status">
            {sent}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title="Your message was not sent">
            {failure}
          </Alert>
        )}
        <EmailInput
          leftSection={<IconMail size={18} aria-hidden />}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description="Optional, with your country code: +351 912 345 678"
          leftSection={<IconPhone size={18} aria-hidden />}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" loading={isSubmitting} size="md" style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
