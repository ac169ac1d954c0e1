import { zodResolver } from '@hookform/resolvers/zod';
import { BookingLookupInput } from '@innkeep/contract/booking-lookup';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '../../../components/account-inputs.tsx';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useLookUpBooking } from '../api/look-up-booking.ts';

type Values = z.input<typeof BookingLookupInput>;
type Data = z.output<typeof BookingLookupInput>;

/**
 * "Find my booking": a guest who lost the e-mailed link asks for it again by address. The page says the same
 * thing whatever the address, as the server does: only the inbox learns whether there are bookings.
 */
export default function FindBookingPage() {
  const lookup = useLookUpBooking();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const form = useForm<Values, unknown, Data>({
    resolver: zodResolver(BookingLookupInput),
    defaultValues: { email_address: '', reservation_number: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useFormSubmit(
    form,
    ['email_address', 'reservation_number'],
    async (values) => {
      const reply = await lookup.mutateAsync(values);
      setSent({ message: reply.message, email: values.email_address });
    },
  );

  return (
    <Container size={500} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageMeta />
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Find my booking
        </Title>
        <Text c="dimmed">
          Enter the e-mail address you booked with and we will send the links to your trips there: no account
          or password needed.
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {sent ? (
          <Stack gap="md" data-testid="lookup-sent">
            <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status" title="Check your inbox">
              {sent.message}
            </Alert>
            <Text size="sm" c="dimmed">
              Nothing arrived? Check the spam folder and that {sent.email} is the address you booked with.
            </Text>
            <Button
              variant="default"
              onClick={() => {
                setSent(null);
                form.reset();
              }}
            >
              Try another address
            </Button>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Find my booking">
            <Stack gap="md">
              {failure && <ErrorAlert>{failure}</ErrorAlert>}
              <EmailInput error={errors.email_address?.message} {...form.register('email_address')} />
              <TextInput
                label="Reservation number"
                description="Optional: to get the link to one booking only"
                inputMode="numeric"
                autoComplete="off"
                error={errors.reservation_number?.message}
                {...form.register('reservation_number')}
              />
              <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting}>
                E-mail me my booking links
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        Still stuck?{' '}
        <Anchor component={Link} to="/contact_us" fw={600}>
          Write to us
        </Anchor>
      </Text>
    </Container>
  );
}
