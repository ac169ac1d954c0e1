import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../lib/error-text.ts';
import { notifications } from '../lib/notifications.ts';
import { DialogActions } from './dialog-actions.tsx';

interface DeleteDialogProps {
  opened: boolean;
  title: string;
  /** Not called while the delete is under way: the dialog stays until the server answered. */
  onClose: () => void;
  onDelete: () => void;
  /** The delete call's error: the server's refusal text (404, 409) is shown in the dialog (docs/requirements/wire.md#R-W15). */
  error: unknown;
  pending: boolean;
  /** Delete cannot be pressed (the dialog says why above). */
  blocked?: boolean;
  /** That the delete is final, in red above the buttons. */
  warning?: string;
  /** Above a drawer's overlay, when opened from one. */
  zIndex?: number;
  /** What is deleted. */
  children?: ReactNode;
}

/** The delete call as the dialog drives it: a TanStack Query mutation, such as a feature's `useDeleteX()`. */
interface DeleteMutation<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  reset: () => void;
  error: unknown;
  isPending: boolean;
}

interface DeleteDialogStateOptions<Item, Variables> {
  /** What is to be deleted; `null` keeps the dialog closed. */
  item: Item | null;
  mutation: DeleteMutation<Variables>;
  /** The mutation's variables for the item (its id, mostly). */
  variables: (item: Item) => Variables;
  onClose: () => void;
  /** Shown as a notification once the server deleted it. */
  deleted?: string | undefined;
  /** After the server deleted it and the dialog closed. */
  onDeleted?: (() => void) | undefined;
}

/**
 * DeleteDialog's state for one item and its delete call: open while there is an item; closing forgets a refusal;
 * Delete calls the server and the dialog closes only once it deleted (docs/requirements/wire.md#R-W13), a
 * refusal staying in the dialog (R-W15). Spread the result into DeleteDialog.
 */
export function deleteDialogState<Item, Variables>({
  item,
  mutation,
  variables,
  onClose,
  deleted,
  onDeleted,
}: DeleteDialogStateOptions<Item, Variables>): Pick<
  DeleteDialogProps,
  'opened' | 'onClose' | 'onDelete' | 'error' | 'pending'
> {
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (item === null) return;
    mutation.mutate(variables(item), {
      onSuccess: () => {
        if (deleted) notifications.show({ color: 'teal', message: deleted });
        close();
        onDeleted?.();
      },
    });
  };
  return {
    opened: item !== null,
    onClose: close,
    onDelete: confirm,
    error: mutation.error,
    pending: mutation.isPending,
  };
}

/** Every delete confirmation: what is deleted, the warning, the server's refusal, if any, then Cancel and Delete. */
export function DeleteDialog({
  opened,
  title,
  onClose,
  onDelete,
  error,
  pending,
  blocked = false,
  warning,
  zIndex,
  children,
}: DeleteDialogProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered zIndex={zIndex}>
      <Stack gap="sm">
        {children}
        {warning && (
          <Text size="sm" c="red.8" fw={500}>
            {warning}
          </Text>
        )}
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not deleted">
            {errorText(error)}
          </Alert>
        ) : null}
        <DialogActions
          pending={pending}
          onCancel={close}
          onAction={onDelete}
          color="red"
          disabled={blocked}
          mt="xs"
        >
          Delete
        </DialogActions>
      </Stack>
    </Modal>
  );
}
