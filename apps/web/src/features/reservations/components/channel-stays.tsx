import type { ChannelStay } from '@innkeep/contract/channel-stays';
import { reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate, formatStayRange } from '@innkeep/contract/dates';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One imported stay: channel, listing, dates, summary, the host's name and note, and a clash if any. */
function StayCard({ stay, onEdit }: { stay: ChannelStay; onEdit: (stay: ChannelStay) => void }) {
  const dates = formatStayRange(stay.start_date, stay.end_date);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`${stay.channel_name} stay, ${dates}`}
      data-testid="channel-stay"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} truncate>
            {stay.guest_name ?? stay.summary ?? 'Channel stay'}
          </Text>
          <Badge color="grape" variant="light" style={{ flexShrink: 0 }}>
            {stay.channel_name}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {stay.listing.external_listing_name}
        </Text>
        <Text size="sm">{dates}</Text>
        {stay.guest_name && stay.summary ? (
          <Text size="sm" c="dimmed">
            On {stay.channel_name}: {stay.summary}
          </Text>
        ) : null}
        {stay.note ? (
          <Text size="sm" className="text-as-typed">
            Note: {stay.note}
          </Text>
        ) : null}
        {stay.conflict ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={18} />}
            title="Double booked"
          >
            <Text size="sm" inherit>
              Overlaps{' '}
              <Anchor component={Link} to={reservationDrawerPath(stay.conflict.reservation_id)} inherit>
                {stay.conflict.guest_name || 'a guest'}’s stay, {formatDate(stay.conflict.start_date)} –{' '}
                {formatDate(stay.conflict.end_date)}
              </Anchor>
            </Text>
          </Alert>
        ) : null}
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => onEdit(stay)}>
            {stay.guest_name || stay.note ? 'Edit guest and note' : 'Add guest and note'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Stays sold on a channel, listed after the reservations: no money (a channel's feed carries none). */
export function ChannelStays({
  stays,
  onEdit,
}: {
  stays: ChannelStay[];
  onEdit: (stay: ChannelStay) => void;
}) {
  if (stays.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="channel-stays-title">
      <Title order={2} size="h3" id="channel-stays-title">
        Stays from channel calendars ({stays.length})
      </Title>
      <Text size="sm" c="dimmed">
        Imported from the calendars in the channel manager: dates and what the channel says, no payment here.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {stays.map((stay) => (
          <StayCard key={stay.id} stay={stay} onEdit={onEdit} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
