import { AMENITIES } from '@innkeep/contract/amenities';
import { CANCELLATION_POLICY_LABELS, CANCELLATION_POLICY_SUMMARIES } from '@innkeep/contract/cancellation';
import { formatDate, isIsoDate } from '@innkeep/contract/dates';
import { DEPOSIT_HOST_TEXT } from '@innkeep/contract/deposit';
import { formatBathrooms } from '@innkeep/contract/listings-beds';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { formatPrice } from '@innkeep/contract/money';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBath, IconBed, IconDoor, IconExternalLink, IconPencil, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { dash, EMPTY, Fact } from '../../../components/fact.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useListing } from '../api/get-listing.ts';
import { ListingNotAvailable } from '../components/listing-not-available.tsx';
import { ListingPhotoCarousel } from '../components/listing-photo-carousel.tsx';

function Rows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function money(listing: HostListing, value: number | null): string {
  const currency = listing.price_and_fee.currency_code;
  return value === null || !currency ? EMPTY : formatPrice(value, currency);
}

function percent(value: number | null): string {
  return value === null ? EMPTY : `${value}%`;
}

const nights = (n: number | null) => (n === null ? EMPTY : `${n} ${n === 1 ? 'night' : 'nights'}`);
/** A bound of the gap rule's window; a missing bound is open (stay-rules.ts). */
const dateText = (date: string | null, open: string) => (date && isIsoDate(date) ? formatDate(date) : open);

/** A tax as the stay page words it: `Lisbon city tax: €4 per guest per night, up to 7 nights`. */
function taxText(listing: HostListing, tax: HostListing['price_and_fee']['taxes'][number]): string {
  if (tax.type === 'percentage') return `${tax.name}: ${tax.percent ?? 0}% of the stay`;
  const cap = tax.max_nights ? `, up to ${nights(tax.max_nights)}` : '';
  return `${tax.name}: ${money(listing, tax.amount ?? 0)} per guest per night${cap}`;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Countries are stored as ISO codes (`PT`); people read names. */
function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** One line: the address, then the city, state and country it does not already name. */
function addressLine(a: HostListing['address']): string {
  const extra = [a.city, a.state, countryName(a.country)].filter(
    (part): part is string => !!part && !a.address.toLowerCase().includes(part.toLowerCase()),
  );
  return [a.address, ...extra].join(', ');
}

function Details({ listing }: { listing: HostListing }) {
  const info = listing.additional_info;
  const address = listing.address;
  const bathrooms = listing.basic_info.number_of_bathrooms;
  const fees = listing.price_and_fee;
  const excluded = new Set(fees.excluded_fees);
  const booking = listing.booking_settings;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {listing.external_listing_name}
            </Title>
            {listing.draft === 1 && <Badge color="gray">Draft</Badge>}
          </Group>
          <Text c="dimmed">{addressLine(address)}</Text>
        </div>
        <Group gap="xs">
          {/* The public page exists only once the listing is published (docs/requirements/host.md#R-H22). */}
          {listing.draft === 0 ? (
            <Button
              component={Link}
              to={`/stays/${listing.id}`}
              variant="default"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              View on the site
            </Button>
          ) : null}
          <Button
            component={Link}
            to={`/edit_listing/${listing.id}`}
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            Edit
          </Button>
        </Group>
      </Group>
      {listing.images.length > 0 && (
        <Card withBorder radius="md" padding={0} maw={720}>
          <ListingPhotoCarousel
            photos={listing.images}
            name={listing.external_listing_name}
            sizes="(max-width: 48em) 100vw, 720px"
          />
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Fact
          icon={<IconUsers size={20} aria-hidden />}
          label="Guests"
          value={dash(listing.basic_info.person_capacity)}
        />
        <Fact
          icon={<IconDoor size={20} aria-hidden />}
          label="Bedrooms"
          value={dash(listing.basic_info.number_of_bedrooms)}
        />
        <Fact
          icon={<IconBed size={20} aria-hidden />}
          label="Beds"
          value={dash(listing.basic_info.number_of_beds)}
        />
        <Fact
          icon={<IconBath size={20} aria-hidden />}
          label="Bathrooms"
          value={bathrooms === null ? dash(null) : formatBathrooms(bathrooms)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Listing Info">
          <Rows
            rows={[
              ['Check-in start', dash(info.check_in_time_start)],
              ['Check-in end', dash(info.check_in_time_end)],
              ['Check-out', dash(info.check_out_time)],
              ['Door code', dash(info.door_code)],
              ['Key pickup', dash(info.key_pickup)],
              ['Wi-Fi username', dash(info.wi_fi_username)],
              ['Wi-Fi password', dash(info.wi_fi_password)],
            ]}
          />
        </Section>
        <Section title="Address">
          <Rows
            rows={[
              ['Address', dash(address.address)],
              ['Public address', dash(address.public_address)],
              ['Street', dash(address.street)],
              ['City', dash(address.city)],
              ['State', dash(address.state)],
              ['Zip code', dash(address.zip_code)],
              ['Country', dash(countryName(address.country))],
            ]}
          />
        </Section>
        <Section title="Amenities">
          <Rows
            rows={AMENITIES.map(({ field, label }) => [
              label,
              listing.amenities[field] === 1 ? (
                <Badge key="yes" color="teal" variant="light">
                  Yes
                </Badge>
              ) : (
                <Badge key="no" color="gray" variant="light">
                  No
                </Badge>
              ),
            ])}
          />
        </Section>
        <Section title="Price and fees">
          <Rows
            rows={[
              ['Currency', dash(fees.currency_code)],
              ['Price per night', money(listing, fees.price)],
              ['Weekend price (Fri, Sat)', money(listing, fees.weekend_price)],
              ['Price for extra person', money(listing, fees.price_fo_extra_person)],
              ['Guests included', dash(fees.guests_included)],
              [
                'Cleaning fee',
                `${money(listing, fees.cleaning_fee)}${excluded.has('cleaning_fee') ? ' (not in reservation sum)' : ''}`,
              ],
              [
                'Refundable damage deposit',
                fees.refundable_damage_deposit ? (
                  <Stack key="deposit" gap={2}>
                    <Text size="sm">{money(listing, fees.refundable_damage_deposit)}</Text>
                    <Text size="xs" c="dimmed">
                      {DEPOSIT_HOST_TEXT}
                    </Text>
                  </Stack>
                ) : (
                  'None'
                ),
              ],
              ['Weekly discount', percent(fees.weekly_discount)],
              ['Monthly discount', percent(fees.monthly_discount)],
              [
                'Taxes',
                fees.taxes.length === 0 ? (
                  'None'
                ) : (
                  <Stack key="taxes" gap={2} data-testid="listing-taxes">
                    {fees.taxes.map((tax) => (
                      <Text key={tax.name} size="sm">
                        {taxText(listing, tax)}
                      </Text>
                    ))}
                  </Stack>
                ),
              ],
            ]}
          />
        </Section>
        <Section title="Booking rules">
          <Rows
            rows={[
              [
                'Cancellation policy',
                <Stack key="policy" gap={2}>
                  <Text size="sm">{CANCELLATION_POLICY_LABELS[booking.cancellation_policy]}</Text>
                  <Text size="xs" c="dimmed">
                    {CANCELLATION_POLICY_SUMMARIES[booking.cancellation_policy]}
                  </Text>
                </Stack>,
              ],
              ['Minimum stay', nights(booking.minimum_nights)],
              ['Maximum stay', nights(booking.maximum_nights)],
              [
                'Gap nights',
                booking.enable_reservations_for_gap_nights === 1
                  ? 'A shorter stay that exactly fills a gap is allowed'
                  : 'Not allowed below the minimum stay',
              ],
              ['Smallest allowed gap', nights(booking.smallest_allowed_gap)],
              [
                'Gap rule applies',
                !booking.smallest_allowed_gap
                  ? 'No gap rule'
                  : booking.allow_gaps_between_start || booking.allow_gaps_between_end
                    ? `${dateText(booking.allow_gaps_between_start, 'Any date')} – ${dateText(booking.allow_gaps_between_end, 'any date')}`
                    : 'Always',
              ],
            ]}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** `/listing_details/{id}`: what the host entered, read-only. */
export default function ListingDetailsPage() {
  const pageMeta = <PageMeta title="Listing details" />;
  const id = Number(useParams().id);
  const query = useListing(id);
  if (!Number.isInteger(id) || id <= 0 || query.error) {
    return <ListingNotAvailable pageMeta={pageMeta} message={query.error?.message} />;
  }
  if (query.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading">
        {pageMeta}
        <Skeleton height={32} width="50%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return (
    <>
      {pageMeta}
      <Details listing={query.data} />
    </>
  );
}
