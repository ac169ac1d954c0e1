import { formatDate, formatStayRange, STAY_RANGE_LABEL } from '@innkeep/contract/dates';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { Anchor, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useReservation } from '../api/get-reservation.ts';
import { DepositClaimForm } from './deposit-claim-form.tsx';
import { DepositClaimStatus } from './deposit-claim-status.tsx';
import { type DrawerActions, ReservationActions } from './reservation-actions.tsx';
import { ReservationDispute } from './reservation-dispute.tsx';
import { ReservationHistory } from './reservation-history.tsx';
import { ReservationMoney } from './reservation-money.tsx';

const DEPOSIT_STATE: Record<ReservationDetail['deposit']['state'], string> = {
  none: 'No card saved for a deposit claim',
  available: 'Can be charged for damage (card saved at payment)',
  claiming: 'Claim being charged',
  awaiting_guest: 'Claim waiting for the guest’s bank approval',
  awaiting_answer: 'Claim waiting for the guest’s answer',
  objected: 'The guest objected: our team decides',
  rejected: 'Claim rejected by our team: nothing charged',
  refunded: 'Claim refunded to the guest',
  claimed: 'Claimed',
  failed: 'Claim failed: nothing was charged',
  pending: 'Being authorised on the card',
  held: 'Held on the guest’s card',
  released: 'Released to the guest',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* Not squeezed by a long label (an amount would break mid-figure); a long e-mail still wraps in its share. */}
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere', flexShrink: 0, maxWidth: '65%' }}>
        {children}
      </Text>
    </Group>
  );
}

export type { DrawerActions } from './reservation-actions.tsx';

function Detail({ d, ...actions }: { d: ReservationDetail } & DrawerActions) {
  const money = (amount: number) => formatPrice(amount, d.currency);
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StatusBadge status={d.status} size="lg" />
        {d.hold_expires_at && (
          <Text size="xs" c="dimmed">
            held until {formatDateTime(d.hold_expires_at, d.time_zone)}
          </Text>
        )}
      </Group>
      <ReservationActions d={d} {...actions} />
      {d.dispute && <ReservationDispute dispute={d.dispute} />}
      <Section title="Guest">
        <Stack gap={4}>
          {/* The stay's thread exists from the start (docs/requirements/host.md#R-H14): the host may write first. */}
          <Button
            component={Link}
            to={`/inbox?conversation=${d.id}`}
            variant="light"
            size="sm"
            leftSection={<IconMessage size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            mb={4}
          >
            Message guest
          </Button>
          <Line label="Name">{fullName(d.first_name, d.last_name)}</Line>
          <Line label="E-mail">
            <Anchor href={`mailto:${d.email_address}`}>{d.email_address}</Anchor>
          </Line>
          {d.phone_link && (
            <Line label="Phone">
              <PhoneLink link={d.phone_link} />
            </Line>
          )}
          {d.city && <Line label="From">{[d.city, d.country].filter(Boolean).join(', ')}</Line>}
        </Stack>
      </Section>
      {d.message && (
        <Section title="Message from the guest">
          {/* Plain text as the guest wrote it: React escapes it, the line breaks are kept. */}
          <Text size="sm" className="text-as-typed" data-testid="guest-message">
            {d.message}
          </Text>
        </Section>
      )}
      <Section title="Stay">
        <Stack gap={4}>
          <Line label="Listing">{d.listing.external_listing_name}</Line>
          <Line label={STAY_RANGE_LABEL}>{formatStayRange(d.start_date, d.end_date)}</Line>
          <Line label="Guests">{d.guests}</Line>
          {/* The guest's side, as the list's totals: the host's share is the payout under Payments. */}
          <Line label="Guest paid after refunds">{money(d.amount_paid)}</Line>
        </Stack>
      </Section>
      <Section title="Price">
        {d.price_breakdown ? (
          <PriceBreakdown calculation={d.price_breakdown} />
        ) : (
          <Line label="Total">{money(d.total_price)}</Line>
        )}
      </Section>
      <Section title="Payments and refunds">
        <ReservationMoney detail={d} />
      </Section>
      {d.deposit.amount > 0 && (
        <Section title="Damage deposit">
          <Stack gap="sm">
            <Line label={DEPOSIT_STATE[d.deposit.state]}>
              {['claimed', 'claiming', 'awaiting_guest'].includes(d.deposit.state)
                ? `${money(d.deposit.claimed)} of ${money(d.deposit.amount)}`
                : money(d.deposit.amount)}
            </Line>
            {d.deposit.failure && (
              <Text size="sm" c="red" data-testid="deposit-failure">
                {d.deposit.failure}
              </Text>
            )}
            {d.deposit.claim && <DepositClaimStatus id={d.id} claim={d.deposit.claim} />}
            {d.deposit.claimable ? (
              <DepositClaimForm detail={d} />
            ) : (
              d.deposit.state === 'available' && (
                <Text size="xs" c="dimmed">
                  Can be claimed from {formatDate(d.deposit.claim_opens)} to{' '}
                  {formatDate(d.deposit.claim_closes)}.
                </Text>
              )
            )}
          </Stack>
        </Section>
      )}
      <Divider />
      <Section title="History">
        <ReservationHistory history={d.history} currency={d.currency} timeZone={d.time_zone} />
      </Section>
    </Stack>
  );
}

/** Beyond the original screens: one reservation in full, opened from the table; full screen on a phone. */
export function ReservationDrawer({
  id,
  onClose,
  ...actions
}: { id: number | null; onClose: () => void } & DrawerActions) {
  const query = useReservation(id);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={<Text fw={700}>Reservation {id !== null ? `#${id}` : ''}</Text>}
      closeButtonProps={{ 'aria-label': 'Close the reservation' }}
    >
      <QueryState query={query} loading="Loading the reservation">
        {(d) => <Detail d={d} {...actions} />}
      </QueryState>
    </Drawer>
  );
}
