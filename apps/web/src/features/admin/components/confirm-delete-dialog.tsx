import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { notifications } from '../../../lib/notifications.ts';
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
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (item === null) return;
    mutation.mutate(item, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: done });
        mutation.reset();
        onClose();
      },
    });
  };

  return (
    <DeleteDialog
      opened={item !== null}
      title={title}
      warning="This action cannot be undone."
      error={mutation.error}
      pending={mutation.isPending}
      onClose={close}
      onDelete={confirm}
    >
      {children}
    </DeleteDialog>
  );
}
