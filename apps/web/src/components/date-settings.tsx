import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/**
 * English, weeks from Sunday: the one setting for every date picker. Each picker wraps itself in it (not the
 * app root) so that Mantine dates loads with the pages that pick dates, not on every page.
 */
export function DateSettings({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
