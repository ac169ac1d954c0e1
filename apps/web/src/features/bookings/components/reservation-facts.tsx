import { formatDate } from '@innkeep/contract/dates';
import { depositTerms } from '@innkeep/contract/deposit';
import { formatPrice } from '@innkeep/contract/money';
import { paymentDeadline } from '@innkeep/contract/payment-deadline';
import type { GuestReservation } from '@innkeep/contract/payments';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { breakdownOf } from '../reservation-breakdown.ts';

/** The time now, moved on every minute: the hours left to pay follow the clock while the page is open. */
function useMinuteClock(on: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

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
  const holding = r.status.id === ReservationStatus.AwaitingPayment && r.hold_expires_at !== null;
  const now = useMinuteClock(holding);
  const deadline =
    holding && r.hold_expires_at ? paymentDeadline(r.hold_expires_at, r.listing.time_zone, now) : null;
  // A stay that will not happen has nothing left to pay on arrival and no deposit to claim (its e-mail says so):
  // the price shows what was booked, without the fees kept out of the total.
  const closed = r.status.id === ReservationStatus.Cancelled || r.status.id === ReservationStatus.Declined;
  const booked = breakdownOf(r);
  const breakdown =
    booked && closed ? { ...booked, lines: booked.lines.filter((line) => !line.excluded) } : booked;
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
        {deadline && (
          <Text size="sm" c="blue.8" data-testid="payment-deadline">
            The host approved your stay. We hold these dates for you until{' '}
            <strong>
              {deadline.at} {deadline.zone}
            </strong>
            {deadline.left && ` (${deadline.left})`}; pay before then to book them.
          </Text>
        )}
        <Divider />
        {breakdown ? (
          // The same lines as Book now: what the card pays for, and the fees left out of it.
          <PriceBreakdown calculation={breakdown} />
        ) : (
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={800} size="xl" data-testid="reservation-total">
              {formatPrice(r.total_price, r.currency)}
            </Text>
          </Group>
        )}
        {!breakdown && !closed && r.refundable_damage_deposit > 0 && (
          <Text size="sm" c="dimmed">
            {depositTerms(formatPrice(r.refundable_damage_deposit, r.currency))} It is not part of the total.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
