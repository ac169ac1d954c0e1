import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconCreditCard, IconHomeSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';

const pillars = [
  {
    icon: IconHomeSearch,
    title: 'Find a stay',
    text: 'Search by destination, dates and guests, see real availability and the full price, then book and pay by card, or ask the host first.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Manage a property',
    text: 'List your home with photos, prices and house rules, keep drafts until it is ready, and keep its calendar in sync with Airbnb, Vrbo and Booking.com.',
  },
  {
    icon: IconCreditCard,
    title: 'Take bookings',
    text: 'Guests book and pay by card, or send you an inquiry with their dates, party size and the price they saw.',
  },
];

export default function AboutPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <PageMeta />
      <Stack gap="xl">
        <Stack gap="md" maw={720}>
          <Title order={1}>About Innkeep</Title>
          <Text size="lg" c="dimmed" lh={1.7}>
            Innkeep is a short-term rental platform for two kinds of people: guests looking for a place to
            stay, and hosts who want to list a property, keep its calendar and take bookings without juggling
            spreadsheets.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {pillars.map((pillar) => (
            <Stack key={pillar.title} gap="sm">
              <ThemeIcon size={48} radius="md" variant="light">
                <pillar.icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4">
                {pillar.title}
              </Title>
              <Text c="dimmed" lh={1.6}>
                {pillar.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/" size="md">
            Find a stay
          </Button>
          <Button component={Link} to="/sign_up" size="md" variant="default">
            List your property
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
