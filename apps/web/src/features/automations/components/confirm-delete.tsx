import { Modal, Stack, Text } from '@mantine/core';
import { DeleteDialogActions } from '../../../components/delete-dialog-actions.tsx';

export interface DeleteTarget {
  kind: 'automation' | 'template';
  id: number;
  name: string;
}

interface ConfirmDeleteProps {
  /** What is about to be deleted; `null` keeps the dialog closed. */
  target: DeleteTarget | null;
  pending: boolean;
  /** The delete call's refusal, shown in the dialog. */
  error: unknown;
  onCancel: () => void;
  onDelete: (target: DeleteTarget) => void;
}

/**
 * Deleting a template or an automation asks first (docs/requirements/host.md#R-H10): an automation deleted by a
 * slip stops messages guests are counting on, and there is no undo.
 */
export function ConfirmDelete({ target, pending, error, onCancel, onDelete }: ConfirmDeleteProps) {
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Delete ${target.kind}?` : ''} centered>
      {target ? (
        <Stack gap="sm">
          <Text size="sm">
            {target.kind === 'automation'
              ? `The automation sending “${target.name}” stops: stays it has not reached yet will not get it.`
              : `The template “${target.name}” is deleted.`}
          </Text>
          <DeleteDialogActions
            warning="This action cannot be undone."
            error={error}
            pending={pending}
            onCancel={close}
            onDelete={() => onDelete(target)}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
