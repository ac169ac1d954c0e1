import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';

/** `/reservation/{hash}` for a hash no reservation has: the page says so, and where to go next. */
export function BookingNotFound() {
  return (
    <Stack gap="md" data-testid="booking-not-found">
      <PageMeta title="Booking not found" />
      <Text fz={56} fw={800} c="brand.7" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>We couldn't find this booking</Title>
      <Text c="dimmed" maw={520}>
        The link may be incomplete: open it again from your booking e-mail, or copy the whole address. Or ask
        for your booking links again: we e-mail them to the address you booked with.
      </Text>
      <Group gap="md">
        <Button component={Link} to="/find-booking">
          Find my booking
        </Button>
        <Anchor component={Link} to="/" fw={600}>
          Find a stay
        </Anchor>
      </Group>
    </Stack>
  );
}
