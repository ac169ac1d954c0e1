/**
 * The least page the web app's stack can serve (`npm run bench -- bundle` builds it with the app's Vite config
 * and prints its JavaScript): React DOM hydrating, the router the app uses (a data router), TanStack Query with
 * one query, and Mantine's provider with a title, a text and a button, and nothing of the app. What it weighs
 * is what every page of the app weighs before any of its own code. (Its styles are left out: the app links only
 * the Mantine styles its components use.) Decision record 0019 has its weight, and 0018 its weight on Preact.
 */
import { Button, MantineProvider, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

const queryClient = new QueryClient();

function Home() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => fetch('/api/greeting').then((response) => response.text()),
  });
  return (
    <>
      <Title>Stays</Title>
      <Text>{data}</Text>
      <Button component={Link} to="/search">
        Search
      </Button>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
