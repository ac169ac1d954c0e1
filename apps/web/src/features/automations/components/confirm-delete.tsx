import { Text } from '@mantine/core';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';

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
  return (
    <DeleteDialog
      opened={target !== null}
      title={target ? `Delete ${target.kind}?` : ''}
      warning="This action cannot be undone."
      error={error}
      pending={pending}
      onClose={onCancel}
      onDelete={() => target && onDelete(target)}
    >
      {target && (
        <Text size="sm">
          {target.kind === 'automation'
            ? `The automation sending “${target.name}” stops: stays it has not reached yet will not get it.`
            : `The template “${target.name}” is deleted.`}
        </Text>
      )}
    </DeleteDialog>
  );
}
