import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown when a page throws while rendering or its code chunk fails to load (often after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          {chunkFailed
            ? 'A newer version of Innkeep is available. Reload the page to continue.'
            : 'This page hit an unexpected error. Reloading usually helps; if it keeps happening, contact us.'}
        </Text>
        {/* A link-styled button: Mantine's Button would be in every page's start for this page alone. */}
        <Anchor component="button" type="button" fw={600} onClick={() => window.location.reload()}>
          Reload the page
        </Anchor>
      </Stack>
    </Container>
  );
}
