import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The calendar pages' title row: "Calendar", and beside it what the page offers (links, a listing to show). */
export function CalendarHeader({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" align="end" gap="sm">
      <Title order={1}>Calendar</Title>
      {children}
    </Group>
  );
}
