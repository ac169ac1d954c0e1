import { formatDate } from '@innkeep/contract/dates';
import { depositTerms } from '@innkeep/contract/deposit';
import { formatPrice } from '@innkeep/contract/money';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/status-badge.tsx';

const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A labelled value of a reservation (dates, guests, times), as the reservation and trip pages show them. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** What the guest is paying for: the stay, its status, the total, and the deposit held apart from it. */
export function ReservationFacts({ reservation }: { reservation: GuestReservation }) {
  const r = reservation;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="start" gap="sm">
          <Title order={2} size="h4">
            {r.listing.external_listing_name}
          </Title>
          <StatusBadge status={r.status} size="lg" data-testid="reservation-status" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label="Check in">{formatDate(r.start_date)}</Fact>
          <Fact label="Check out">{formatDate(r.end_date)}</Fact>
          <Fact label="Guests">{r.guests}</Fact>
        </SimpleGrid>
        {r.status.id === ReservationStatus.AwaitingPayment && r.hold_expires_at && (
          <Text size="sm" c="blue.8">
            The host approved your stay. We hold these dates for you until{' '}
            <strong>{instant.format(new Date(r.hold_expires_at))}</strong>; pay before then to book them.
          </Text>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={800} size="xl" data-testid="reservation-total">
            {formatPrice(r.total_price, r.currency)}
          </Text>
        </Group>
        {r.refundable_damage_deposit > 0 && (
          <Text size="sm" c="dimmed">
            {depositTerms(formatPrice(r.refundable_damage_deposit, r.currency))} It is not part of the total.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
