import type { DataCount } from '@innkeep/contract/admin';
import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAddressBook, IconMailOff, IconMessageStar, IconNews } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useDataCount } from '../api/get-data-count.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { OpenDisputes } from '../components/open-disputes.tsx';
import { PlatformPayments } from '../components/platform-payments.tsx';
import { RefundReturns } from '../components/refund-returns.tsx';

const TILES: {
  key: keyof DataCount;
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}[] = [
  { key: 'blogs_count', label: 'Blog posts', to: '/admin/blogs', icon: IconNews },
  { key: 'reviews_count', label: 'Reviews', to: '/admin/reviews', icon: IconMessageStar },
  { key: 'contacts_count', label: 'Contact messages', to: '/admin/contacts', icon: IconAddressBook },
  { key: 'blocked_mails_count', label: 'Blocked contacts', to: '/admin/blocked', icon: IconMailOff },
];

/** `/admin`: the four counts, each a link to its section (docs/requirements/wire.md#R-W12), and the open disputes (docs/requirements/admin.md#R-A2). */
export default function AdminDashboardPage() {
  const counts = useDataCount();
  return (
    <>
      <AdminPageHeader title="Admin dashboard" description="The site's content at a glance." />
      {counts.isError && (
        <Alert color="red" title="The counts could not be loaded" mb="md">
          {counts.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {TILES.map((tile) => (
          <Card
            key={tile.key}
            component={Link}
            to={tile.to}
            withBorder
            padding="lg"
            radius="md"
            data-testid={tile.key}
          >
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed" fw={500}>
                  {tile.label}
                </Text>
                {counts.isPending ? (
                  <Skeleton height={36} width={60} mt={6} />
                ) : (
                  <Text fz={32} fw={700} lh={1.2} mt={4}>
                    {counts.data?.[tile.key] ?? '–'}
                  </Text>
                )}
              </div>
              <ThemeIcon variant="light" size={44} radius="md">
                <tile.icon size={26} stroke={1.6} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <OpenDisputes />
      <PlatformPayments />
      <RefundReturns />
    </>
  );
}
