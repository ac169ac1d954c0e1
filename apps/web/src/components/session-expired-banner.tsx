import { Alert, Anchor, CloseButton, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The session ended under the user on a page that stays open: said at the top of the viewport, whatever was
 * scrolled, with a link that signs in and comes back to this page (docs/requirements/host.md#R-H13).
 */
export function SessionExpiredBanner({ returnTo, onDismiss }: { returnTo: string; onDismiss: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      role="alert"
      icon={<IconClock aria-hidden />}
      data-testid="session-expired-banner"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 400 }}
      styles={{ message: { color: 'var(--mantine-color-black)' } }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="black">
          Your session expired.{' '}
          <Anchor
            component={Link}
            to={`/sign_in?next=${encodeURIComponent(returnTo)}`}
            c="black"
            fw={700}
            underline="always"
          >
            Sign in again
          </Anchor>{' '}
          to carry on; what you were typing was kept.
        </Text>
        <CloseButton aria-label="Dismiss the session notice" onClick={onDismiss} c="black" />
      </Group>
    </Alert>
  );
}
