import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { useToastsWanted } from '../lib/toasts-wanted.ts';
import { accessibleColorVariables } from './accessible-colors.ts';
import { theme } from './theme.ts';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The toasts' container, from the first toast on (lib/notifications.ts): the guest site shows none. */
function Toasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={2500} />
    </Suspense>
  ) : null;
}

// Mantine's default dimmed and placeholder greys are 3.3:1 and 2:1 on white; gray.7 keeps secondary text and
// the search bar's "Add date" (a button's text, which contrast rules count) readable (AA).
// Mantine's light badges, outline and filled colours are below AA for most palettes (the status badges'
// orange, teal, red...): each palette's shade is deepened just enough, the hue kept (accessible-colors.ts).
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...Object.assign(
      {},
      ...Object.entries(t.colors).map(([name, shades]) =>
        accessibleColorVariables(
          name,
          shades,
          typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light,
        ),
      ),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

/** Everything a page needs around it: theme, notifications (docs/requirements/wire.md#R-W13: top-center, 2500 ms), queries. (Date pickers bring their own settings: components/date-settings.tsx.) */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
