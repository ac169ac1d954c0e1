import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../lib/error-text.ts';
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
