import { AMENITIES } from '@innkeep/contract/amenities';
import { formatBathrooms } from '@innkeep/contract/listings-beds';
import type { PublicListing } from '@innkeep/contract/search';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconCheck,
  IconDoor,
  IconFileTypePdf,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { CancellationPolicy } from '../../../components/cancellation-policy.tsx';
import { dash, Fact } from '../../../components/fact.tsx';

export function StayKeyFacts({ stay }: { stay: PublicListing }) {
  const info = stay.basic_info;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Fact icon={<IconUsers size={20} aria-hidden />} label="Guests" value={dash(stay.person_capacity)} />
      <Fact
        icon={<IconDoor size={20} aria-hidden />}
        label="Bedrooms"
        value={dash(info.number_of_bedrooms)}
      />
      <Fact icon={<IconBed size={20} aria-hidden />} label="Beds" value={dash(info.number_of_beds)} />
      <Fact
        icon={<IconBath size={20} aria-hidden />}
        label="Bathrooms"
        value={info.number_of_bathrooms === null ? dash(null) : formatBathrooms(info.number_of_bathrooms)}
      />
    </SimpleGrid>
  );
}

export function StayAmenities({ amenities }: { amenities: PublicListing['amenities'] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="amenities-heading">
      <Title order={2} size="h3" id="amenities-heading">
        Amenities
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {AMENITIES.map((a) => {
          const has = amenities[a.field];
          return (
            <Group key={a.field} gap="xs" component="li" c={has ? undefined : 'dimmed'}>
              {has ? (
                <IconCheck size={18} color="var(--mantine-color-brand-7)" aria-hidden />
              ) : (
                <IconX size={18} aria-hidden />
              )}
              <Text td={has ? undefined : 'line-through'}>
                {a.label}
                <VisuallyHidden>{has ? ' (available)' : ' (not available)'}</VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function StayBeds({ rooms }: { rooms: PublicListing['rooms'] }) {
  if (rooms.length === 0) return null;
  const sorted = [...rooms].sort((a, b) => a.room_number - b.room_number);
  return (
    <Stack gap="sm" component="section" aria-labelledby="beds-heading">
      <Title order={2} size="h3" id="beds-heading">
        Where you'll sleep
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {sorted.map((room) => (
          <Paper key={`${room.room_number}-${room.bed_type}`} withBorder radius="md" p="sm">
            <IconBed size={22} aria-hidden />
            <Text fw={600} mt={4}>
              Room {room.room_number}
            </Text>
            <Text size="sm" c="dimmed">
              {room.quantity} × {room.bed_type}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function StayRules({ stay }: { stay: PublicListing }) {
  const checkIn =
    stay.check_in_time_start && stay.check_in_time_end
      ? `${stay.check_in_time_start} – ${stay.check_in_time_end}`
      : (stay.check_in_time_start ?? stay.check_in_time_end);
  const nights = stay.booking_settings;
  return (
    <Stack gap="sm" component="section" aria-labelledby="rules-heading">
      <Title order={2} size="h3" id="rules-heading">
        House rules
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <div>
          <Text size="sm" c="dimmed">
            Check-in
          </Text>
          <Text fw={600}>{dash(checkIn)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Check-out
          </Text>
          <Text fw={600}>{dash(stay.check_out_time)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Length of stay
          </Text>
          <Text fw={600}>
            {nights.minimum_nights ? `${nights.minimum_nights} night minimum` : 'No minimum'}
            {nights.maximum_nights ? `, up to ${nights.maximum_nights}` : ''}
          </Text>
        </div>
      </SimpleGrid>
      {stay.house_rules && (
        <Text style={{ whiteSpace: 'pre-line' }} lh={1.7}>
          {stay.house_rules}
        </Text>
      )}
      <CancellationPolicy policy={stay.booking_settings.cancellation_policy} />
    </Stack>
  );
}

export function StayAttachments({ attachments }: { attachments: PublicListing['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="docs-heading">
      <Title order={2} size="h3" id="docs-heading">
        Documents
      </Title>
      {attachments.map((file) => (
        <Anchor key={file.url} href={file.url} target="_blank" rel="noopener">
          <Group gap={6} component="span">
            <IconFileTypePdf size={18} aria-hidden />
            {file.name} ({file.size_kb} KB)
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
