import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconCreditCard, IconHomePlus } from '@tabler/icons-react';
import { Link } from 'react-router';

const points = [
  { icon: IconHomePlus, text: 'List your property with photos, prices and house rules' },
  { icon: IconCalendarCheck, text: 'Keep one calendar, synced with Airbnb, Vrbo and Booking.com' },
  { icon: IconCreditCard, text: 'Take bookings paid by card, or answer guests’ inquiries' },
];

/** The other half of the home page message: list a property, keep its calendar, take bookings. */
export function HostPromo() {
  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <Paper radius="xl" p={{ base: 'lg', md: 48 }} bg="dark.7" c="white">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} c="white" fz={{ base: 24, md: 32 }}>
              Have a place to rent out?
            </Title>
            <Text c="gray.3" size="lg">
              Innkeep gives hosts one place to list a property, keep its calendar in sync and take bookings
              paid by card.
            </Text>
            <Group>
              <Button component={Link} to="/sign_up" size="md">
                Start hosting
              </Button>
              <Button component={Link} to="/about_us" size="md" variant="white" color="dark">
                Learn more about hosting
              </Button>
            </Group>
          </Stack>
          <Stack gap="md" justify="center">
            {points.map((point) => (
              <Group key={point.text} gap="md" wrap="nowrap">
                <ThemeIcon size={40} radius="md" color="brand.5" variant="light">
                  <point.icon size={22} aria-hidden />
                </ThemeIcon>
                <Text>{point.text}</Text>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
