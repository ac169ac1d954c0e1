import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asks before a host leaves the listing form with changes that are not saved. */
export function LeaveGuardDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm">Your changes to this listing are not saved. If you leave now, they will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
