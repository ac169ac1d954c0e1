import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { useSession } from '../lib/session.ts';
import { hostNav } from './nav.ts';

/** The host's landing page: a welcome and a door to each section of the dashboard. */
export default function HostDashboardPage() {
  const { user } = useSession();
  const sections = hostNav.filter((item) => item.to !== '/dashboard');
  return (
    <>
      <PageMeta title="Dashboard" />
      <Title order={1}>Welcome{user ? `, ${user.first_name}` : ''}</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        Create, edit and publish your listings; guest inquiries arrive in your inbox.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sections.map((item) => (
          <Card key={item.to} component={Link} to={item.to} withBorder padding="lg">
            <Box c="brand.7">
              <item.icon size={28} stroke={1.6} aria-hidden />
            </Box>
            <Text fw={600} mt="sm">
              {item.label}
            </Text>
            <Text c="dimmed" size="sm">
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
