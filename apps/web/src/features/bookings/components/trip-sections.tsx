import { formatDate } from '@innkeep/contract/dates';
import { depositTerms } from '@innkeep/contract/deposit';
import { formatPrice } from '@innkeep/contract/money';
import { zoneLabel } from '@innkeep/contract/payment-deadline';
import type { GuestReservation } from '@innkeep/contract/payments';
import { localText, todayIn } from '@innkeep/contract/time-zones';
import { checkInWindowText, type Trip } from '@innkeep/contract/trip';
import {
  Anchor,
  Button,
  CopyButton,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconKey, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { depositClaimQuery } from '../api/deposit-claim.ts';
import { breakdownOf } from '../reservation-breakdown.ts';
import { Fact } from './reservation-facts.tsx';

/** One titled block of the trip page; later blocks (the conversation) slot in the same way. */
export function TripSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={`trip-${id}`}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`trip-${id}`}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={`trip-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A host's free text (house manual, key pick-up) keeps its line breaks. */
function Prose({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </div>
  );
}

// The zone named as every time of a stay names it (`Lisbon time`, docs/requirements/host.md#R-H21).
const zoneNote = (trip: Trip) => zoneLabel(trip.time_zone);

/** Dates, times and guests at a glance. */
export function TripWhen({ reservation, trip }: { reservation: GuestReservation; trip: Trip }) {
  const window = checkInWindowText(trip.check_in_from, trip.check_in_until);
  return (
    <TripSection id="when" title="Your stay">
      <StatusBadge status={reservation.status} size="lg" data-testid="reservation-status" w="fit-content" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Fact label="Check in">
          {formatDate(reservation.start_date)}
          {window && (
            <Text size="sm" c="dimmed" component="div">
              {window}
            </Text>
          )}
        </Fact>
        <Fact label="Check out">
          {formatDate(reservation.end_date)}
          {trip.check_out_time && (
            <Text size="sm" c="dimmed" component="div">
              by {trip.check_out_time}
            </Text>
          )}
        </Fact>
        <Fact label="Guests">{reservation.guests}</Fact>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Times are {zoneNote(trip)}.
      </Text>
    </TripSection>
  );
}

/** The exact address, a map link, and how to get in (door code and Wi-Fi from 48 hours before check-in). */
export function TripPlace({ trip }: { trip: Trip }) {
  const a = trip.address;
  // The host's address line often already names the city; the parts are added only when it does not.
  const locality =
    a.city && a.line.includes(a.city)
      ? ''
      : [a.zip_code, a.city, a.state, a.country].filter(Boolean).join(', ');
  return (
    <TripSection id="place" title="Where you are staying">
      <Group gap="xs" align="start" wrap="nowrap">
        <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <Text fw={600} data-testid="trip-address">
            {a.line}
          </Text>
          {locality && (
            <Text size="sm" c="dimmed">
              {locality}
            </Text>
          )}
        </div>
      </Group>
      <Anchor href={a.map_url} target="_blank" rel="noopener noreferrer" w="fit-content">
        Open in a map <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      </Anchor>
      <Divider />
      <Prose label="Key pick-up" text={trip.key_pickup} />
      <Prose label="Arrival instructions" text={trip.special_instruction} />
      <Prose label="House manual" text={trip.house_manual} />
      <Prose label="House rules" text={trip.house_rules} />
      <TripAccess trip={trip} />
    </TripSection>
  );
}

function TripAccess({ trip }: { trip: Trip }) {
  const access = trip.access;
  // After the check-out day the codes are no longer given (decision 0055): the next guest may have them.
  if (!access.available && access.ended) {
    return (
      <Group gap="xs" wrap="nowrap" align="start" data-testid="trip-access">
        <IconKey size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">The door code and the Wi-Fi were shown here until the check-out day.</Text>
      </Group>
    );
  }
  if (!access.available) {
    return (
      <Group gap="xs" wrap="nowrap" align="start" data-testid="trip-access">
        <IconKey size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          The door code and the Wi-Fi appear here from{' '}
          <strong>{localText(new Date(access.available_from), trip.time_zone)}</strong> ({zoneNote(trip)}), 48
          hours before check-in.
        </Text>
      </Group>
    );
  }
  if (!access.door_code && !access.wi_fi_username && !access.wi_fi_password) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" data-testid="trip-access">
      {access.door_code && <Fact label="Door code">{access.door_code}</Fact>}
      {access.wi_fi_username && <Fact label="Wi-Fi network">{access.wi_fi_username}</Fact>}
      {access.wi_fi_password && <Fact label="Wi-Fi password">{access.wi_fi_password}</Fact>}
    </SimpleGrid>
  );
}

export function TripHost({ trip }: { trip: Trip }) {
  const { name, phone_link: phoneLink, email } = trip.host;
  return (
    <TripSection id="host" title="Your host">
      <Text fw={600}>{name}</Text>
      <Group gap="md">
        {phoneLink && <PhoneLink link={phoneLink} />}
        {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
      </Group>
    </TripSection>
  );
}

/** What was paid, line by line as the receipt lists it, and the deposit in the receipt's words. */
export function TripPayment({ reservation }: { reservation: GuestReservation }) {
  const r = reservation;
  const breakdown = breakdownOf(r);
  return (
    <TripSection id="payment" title="Payment">
      {breakdown ? (
        <PriceBreakdown calculation={breakdown} totalLabel="Total paid" />
      ) : (
        <Group justify="space-between">
          <Text fw={700}>Total paid</Text>
          <Text fw={800}>{formatPrice(r.total_price, r.currency)}</Text>
        </Group>
      )}
      {r.refundable_damage_deposit > 0 && <TripDeposit reservation={r} />}
    </TripSection>
  );
}

/**
 * The deposit in the receipt's words until the host claims on it (from the check-out day); then the claim,
 * its amount and where it stands, as the claim's own page says it.
 */
function TripDeposit({ reservation: r }: { reservation: GuestReservation }) {
  const checkedOut = r.trip !== null && todayIn(r.trip.time_zone) >= r.end_date;
  const claim = useQuery({
    ...depositClaimQuery(r.unique_hash),
    enabled: checkedOut && r.has_deposit_claim,
  }).data;
  if (!checkedOut || !claim) {
    return (
      <Text size="sm" c="dimmed" data-testid="trip-deposit">
        {depositTerms(formatPrice(r.refundable_damage_deposit, r.currency))}
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="trip-deposit">
      The host claims {formatPrice(claim.amount, claim.currency)} of the damage deposit. {claim.message}{' '}
      <Anchor component={Link} to={`/reservation/${r.unique_hash}/deposit-claim`}>
        See the claim
      </Anchor>
    </Text>
  );
}

/**
 * What happens between now and check-out, as far as it is still ahead: once check-in has passed (the server's
 * clock) the arrival is behind the guest, "cancel from here" shows only while the server's quote allows it, and
 * once the stay is over nothing is left to happen.
 */
export function TripNext({ reservation, trip }: { reservation: GuestReservation; trip: Trip }) {
  if (trip.checked_out) return null;
  const window = checkInWindowText(trip.check_in_from, trip.check_in_until);
  const checkOut = trip.check_out_time ? `by ${trip.check_out_time} ` : '';
  return (
    <TripSection id="next" title="What happens next">
      <List size="sm" spacing={6}>
        <List.Item>Your receipt is in your e-mail; its link opens this page.</List.Item>
        {trip.access.available ? (
          <List.Item>
            The door code and the Wi-Fi are on this page, under where you are staying, until the check-out
            day.
          </List.Item>
        ) : (
          !trip.access.ended && (
            <List.Item>
              From {localText(new Date(trip.access.available_from), trip.time_zone)}, the door code and the
              Wi-Fi appear on this page.
            </List.Item>
          )
        )}
        {trip.checked_in ? (
          <List.Item>
            Check out {checkOut}on {formatDate(reservation.end_date)}; questions go to your host.
          </List.Item>
        ) : (
          <>
            <List.Item>
              On arrival day, check in {window ?? 'at the time your host gives'}; questions go to your host.
            </List.Item>
            {reservation.cancellation.allowed && (
              <List.Item>
                Plans change? The cancellation terms on this page say what comes back; cancel from here.
              </List.Item>
            )}
          </>
        )}
      </List>
    </TripSection>
  );
}

/** The page's own address: the guest keeps it (it is the receipt's link too). */
export function TripLink({ hash }: { hash: string }) {
  const url =
    typeof window === 'undefined' ? `/reservation/${hash}` : `${window.location.origin}/reservation/${hash}`;
  return (
    <TripSection id="link" title="Keep this link">
      <Text size="sm">Bookmark it or keep the receipt: it is the only key to this page.</Text>
      <Group gap="xs" wrap="nowrap" align="end">
        <TextInput
          label="Your trip page"
          value={url}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </TripSection>
  );
}
