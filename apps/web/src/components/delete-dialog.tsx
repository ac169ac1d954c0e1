import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../lib/api-client.ts';

interface DeleteDialogActionsProps {
  /** The delete call's error: the server's refusal text (404, 409) is shown in the dialog (docs/requirements/wire.md#R-W15). */
  error: unknown;
  pending: boolean;
  onCancel: () => void;
  onDelete: () => void;
  /** Delete cannot be pressed (the dialog says why above). */
  blocked?: boolean;
  /** That the delete is final, in red above the buttons. */
  warning?: string;
}

/** The foot of every delete confirmation: the warning, the server's refusal, if any, then Cancel and Delete. */
export function DeleteDialogActions({
  error,
  pending,
  onCancel,
  onDelete,
  blocked = false,
  warning,
}: DeleteDialogActionsProps) {
  return (
    <>
      {warning && (
        <Text size="sm" c="red.8" fw={500}>
          {warning}
        </Text>
      )}
      {error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not deleted">
          {isApiError(error) ? error.message : 'Something went wrong. Please try again.'}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onDelete} loading={pending} disabled={blocked}>
          Delete
        </Button>
      </Group>
    </>
  );
}
