import { type ChannelConflict, reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate } from '@innkeep/contract/dates';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Imported events over a reservation here: both sites sold the nights; the host must settle it. */
export function ConflictList({ conflicts }: { conflicts: ChannelConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={
        conflicts.length === 1 ? 'Possible double booking' : `${conflicts.length} possible double bookings`
      }
      role="alert"
    >
      <Text size="sm" mb="xs">
        A channel calendar holds nights that a guest already booked here. Both are kept; contact the guests
        and cancel one of them on its site.
      </Text>
      <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
        {conflicts.map((c) => (
          <List.Item key={`${c.block_id}-${c.reservation.id}`}>
            <strong>{c.feed.name}</strong> {formatDate(c.start_date)} – {formatDate(c.end_date)}
            {c.summary ? ` (${c.summary})` : ''} overlaps{' '}
            <Anchor component={Link} to={reservationDrawerPath(c.reservation.id)} inherit>
              {c.reservation.guest_name || 'a guest'}’s stay, {formatDate(c.reservation.start_date)} –{' '}
              {formatDate(c.reservation.end_date)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
