import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta.tsx';

interface AdminPageHeaderProps {
  title: string;
  description: string;
  /** The page's New … button (NewButton), or another action. */
  action?: ReactNode;
}

export function AdminPageHeader({ title, description, action }: AdminPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <PageMeta title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {action}
    </Group>
  );
}

/** The header's New … button, which opens an empty dialog. */
export function NewButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {children}
    </Button>
  );
}
