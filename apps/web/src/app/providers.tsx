import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

// Mantine's default dimmed grey is 3.3:1 on white; gray.7 keeps secondary text readable (AA).
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Everything a page needs around it: theme, notifications (spec 4: top-center, 2500 ms), queries, dates. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" autoClose={2500} />
      <QueryClientProvider client={queryClient}>
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
