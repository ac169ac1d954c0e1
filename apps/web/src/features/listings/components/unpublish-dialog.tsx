import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface UnpublishDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Taking a live listing off the public site is a choice the host confirms, never a side effect of saving. */
export function UnpublishDialog({ opened, onCancel, onConfirm }: UnpublishDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Unpublish this listing?" centered>
      <Stack gap="sm">
        <Text size="sm">
          Guests will no longer find or book it. Your changes are saved as a draft, and you can publish it
          again at any time. Reservations you already have are kept.
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Keep it live
          </Button>
          <Button color="red" onClick={onConfirm}>
            Unpublish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
