import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Makes the card a link (to the reservations it counts). */
  to?: string;
  testId: string;
}

/** One figure with its label, a short hint and an icon; a link when `to` is given. */
export function StatCard({ label, value, hint, icon: Icon, to, testId }: StatCardProps) {
  const linked = to ? { component: Link, to } : {};
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId} {...(linked as object)}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={30} fw={700} lh={1.2} mt={4} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
