import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { HydrationParts } from '../hydration/hydrate-on-view.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useToastsWanted } from '../lib/toasts-wanted.ts';
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

/** Everything a page needs around it: theme, notifications (docs/requirements/wire.md#R-W13: top-center, 2500 ms), queries. (Date pickers bring their own settings: components/date-settings.tsx.) */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    // The theme's variables and global classes are a stylesheet (theme-variables.tsx), not written per page. A
    // responsive style prop ({ base, md }) is one <style> in the head per distinct rule, hoisted by React, not a
    // <style> beside every element that has one (45 on the home page, each restyling the page as it parsed).
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <Toasts />
      <QueryClientProvider client={client}>
        <HydrationParts>{children}</HydrationParts>
      </QueryClientProvider>
    </MantineProvider>
  );
}
