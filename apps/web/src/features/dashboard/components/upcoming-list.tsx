import type { Dashboard } from '@innkeep/contract/dashboard';
import { formatDayMonth } from '@innkeep/contract/formats';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

const shortDate = (date: string) => formatDayMonth(date);

/** Arrivals and departures from today through the next 7 days, by date; "Today" is the listing's (decision 0115). */
export function UpcomingList({ upcoming }: { upcoming: Dashboard['upcoming'] }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Coming and going
      </Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed" size="sm">
          No arrivals or departures in the next 7 days.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {upcoming.map((u) => (
            <Group
              key={`${u.kind}-${u.reservation_id}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {u.guest_name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {u.listing_name}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Badge variant="light" color={u.kind === 'arrival' ? 'teal' : 'gray'}>
                  {u.kind === 'arrival' ? 'Arrives' : 'Leaves'}
                </Badge>
                <Text size="sm" w={52} ta="right">
                  {u.is_today ? 'Today' : shortDate(u.date)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
