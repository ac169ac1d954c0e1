import { zodResolver } from '@hookform/resolvers/zod';
import { ContactInput } from '@innkeep/contract/content';
import { contentMessages } from '@innkeep/contract/messages';
import { STATIC_PAGES } from '@innkeep/contract/page-meta';
import {
  Alert,
  Button,
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendContact } from '../api/send-contact.ts';

type ContactValues = z.input<typeof ContactInput>;
type ContactData = z.output<typeof ContactInput>;
const FIELDS = ['email', 'phone', 'message'] as const;

export default function ContactPage() {
  const mutation = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver: zodResolver(ContactInput),
    defaultValues: { email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const reply = await mutation.mutateAsync({ ...values, phone: values.phone ?? undefined });
      setSent(reply.message || contentMessages.contactSent);
      form.reset();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const field of FIELDS) {
          const message = error.fieldError(field);
          if (message) form.setError(field, { message });
        }
      } else {
        setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <PageMeta {...STATIC_PAGES['/contact_us']} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Title order={1}>Contact us</Title>
            <Text c="dimmed" size="lg">
              A question about a stay, a booking or hosting with Innkeep? Write to us and we will answer by
              e-mail, usually within one working day.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <form onSubmit={onSubmit} noValidate aria-label="Contact us">
              <Stack gap="md">
                {sent && (
                  <Alert
                    color="green"
                    icon={<IconCircleCheck aria-hidden />}
                    title="Message sent"
                    role="status"
                  >
                    {sent}
                  </Alert>
                )}
                {failure && (
                  <Alert color="red" title="Your message was not sent">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  leftSection={<IconMail size={18} aria-hidden />}
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <TextInput
                  label="Phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  description="Optional, digits only"
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
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
