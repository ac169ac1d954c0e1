import type { AdminTag, AdminTagInput } from '@innkeep/contract/admin';
import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { saveTag } from '../api/tags.ts';
import { FormDialog } from './form-dialog.tsx';
import { useDialogForm } from './use-dialog-form.ts';

const EMPTY: AdminTagInput = { name: '' };
const FIELDS = ['name'] as const;

interface TagDialogProps {
  opened: boolean;
  /** null: a new tag. */
  tag: AdminTag | null;
  onClose: () => void;
}

/** docs/requirements/wire.md#R-W3: tag save has no client-side checks; the server's 422 shows under the field. */
export function TagDialog({ opened, tag, onClose }: TagDialogProps) {
  const editing = useMemo(() => tag && { id: tag.id, values: { name: tag.name } }, [tag]);
  const { form, frame } = useDialogForm<AdminTagInput>({
    opened,
    noun: 'tag',
    editing,
    empty: EMPTY,
    fields: FIELDS,
    save: saveTag,
    // Listing forms offer the tags (GET /api/list/tags).
    alsoReload: [['lookups']],
    onClose,
  });

  return (
    <FormDialog {...frame}>
      <TextInput
        label="Name"
        required
        data-autofocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
    </FormDialog>
  );
}
