import { Paper, Stack, Text, Title } from '@mantine/core';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { StaffPaymentForm } from '../components/staff-payment-form.tsx';

/** `/payment`: the host's staff form (`POST /api/reservations`): the guest pays by the e-mailed link. */
export default function StaffPaymentPage() {
  return (
    <DashboardWidth size="md" py="md">
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
    </DashboardWidth>
  );
}
