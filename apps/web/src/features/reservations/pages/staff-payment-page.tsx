import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta.tsx';
import { StaffPaymentForm } from '../components/staff-payment-form.tsx';

/** `/payment`: the host's staff form (`POST /api/reservations`): the guest pays by the e-mailed link. */
export default function StaffPaymentPage() {
  return (
    // No side padding of its own: the dashboard's main area gives every page the same (on a phone, 16 px).
    <Container size="md" px={0} py="md">
      <PageMeta title="Payment" />
      <Stack gap="md">
        <div>
          <Title order={1}>Payment</Title>
          <Text c="dimmed" size="sm">
            Reserve a stay on one of your listings for a guest: they are e-mailed a link to pay with their own
            card.
          </Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <StaffPaymentForm />
        </Paper>
      </Stack>
    </Container>
  );
}
