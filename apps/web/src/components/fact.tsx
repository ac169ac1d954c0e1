import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty value shows (a dash, on the listing details page). */
export const EMPTY = '—';

/** A value as shown, or the dash when there is none. */
export function dash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

/** One key figure in a small card: guests, bedrooms, beds… on the stay page and the host's listing details. */
export function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md">
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700}>{value}</Text>
        </div>
      </Group>
    </Paper>
  );
}
