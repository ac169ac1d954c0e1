import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeleteDialog, deleteDialogState } from '../../../components/delete-dialog.tsx';
import { adminKeys } from '../api/admin-keys.ts';

interface ConfirmDeleteDialogProps<T> {
  /** The item to delete; `null` keeps the dialog closed. */
  item: T | null;
  title: string;
  /** What is deleted, in a sentence or two; the dialog adds that it cannot be undone. */
  children?: ReactNode;
  remove: (item: T) => Promise<unknown>;
  /** Shown as a notification once the server confirmed. */
  done: string;
  /** Public lists that show the deleted item too (e.g. ['blogs']). */
  alsoReload?: readonly (readonly string[])[];
  onClose: () => void;
}

/** docs/requirements/wire.md#R-W13: the list reloads only after the server confirmed; a refusal stays in the dialog. */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  children,
  remove,
  done,
  alsoReload = [],
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        ...alsoReload.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
  // Named types: TanStack cannot infer a generic item's variables.
  const dialog = deleteDialogState<T, T>({ item, mutation, variables: (it) => it, onClose, deleted: done });

  return (
    <DeleteDialog {...dialog} title={title} warning="This action cannot be undone.">
      {children}
    </DeleteDialog>
  );
}
