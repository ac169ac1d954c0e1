import { reservationDrawerPath } from '@innkeep/contract/channels';
import { formatDate } from '@innkeep/contract/dates';
import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOnNoTeam } from '../../../api/team.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Reservations that an imported channel calendar also sold (docs/requirements/channels.md#R-CH8):
 * `GET /api/channels/conflicts`, the host's alone (a co-host is refused it, so never asked).
 */
export function ChannelConflictsBanner() {
  const conflicts = useQuery({
    queryKey: ['reservations', 'channel-conflicts'] as const,
    queryFn: ({ signal }) => api.GET('/api/channels/conflicts', { signal }).then((b) => b.data),
    enabled: useOnNoTeam(),
  });
  const rows = conflicts.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title="Possible double bookings" role="alert">
      <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
        {rows.map((c) => (
          <List.Item key={`${c.block_id}-${c.reservation.id}`}>
            {c.listing.external_listing_name}:{' '}
            <Anchor component={Link} to={reservationDrawerPath(c.reservation.id)} inherit>
              {c.reservation.guest_name || 'a guest'}, {formatDate(c.reservation.start_date)} –{' '}
              {formatDate(c.reservation.end_date)}
            </Anchor>{' '}
            overlaps {c.feed.name} {formatDate(c.start_date)} – {formatDate(c.end_date)}.
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/channel_manager" size="sm">
        Open the channel manager
      </Anchor>
    </Alert>
  );
}
