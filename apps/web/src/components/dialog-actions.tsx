import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  /** The call is under way: Cancel waits and the action spins. */
  pending: boolean;
  onCancel: () => void;
  /** The action's label. */
  children: ReactNode;
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
  /** `red` for an action that destroys or cannot be undone. */
  color?: MantineColor | undefined;
  disabled?: boolean;
  cancelLabel?: string;
  mt?: MantineSpacing;
}

/** The foot of a dialog: Cancel, then the dialog's action, on the right. */
export function DialogActions({
  pending,
  onCancel,
  children,
  onAction,
  color,
  disabled = false,
  cancelLabel = 'Cancel',
  mt,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        onClick={onAction}
        color={color}
        loading={pending}
        disabled={disabled}
      >
        {children}
      </Button>
    </Group>
  );
}
