import { useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { notifications } from '../../../lib/notifications.ts';
import { type SaveRequest, useAdminSave } from '../api/use-admin-save.ts';
import type { DialogFrame } from './form-dialog.tsx';

interface DialogFormOptions<F extends FieldValues> {
  opened: boolean;
  /** What the dialog saves, for its title: `review` gives New review or Edit review. */
  noun: string;
  /** The edited item's id and values, or null for a new one (every field cleared, docs/requirements/wire.md#R-W13). */
  editing: { id: number; values: F } | null;
  empty: F;
  fields: readonly FieldPath<F>[];
  resolver?: Resolver<F>;
  save: (request: SaveRequest<F>) => Promise<{ message: string }>;
  alsoReload?: readonly (readonly string[])[];
  onClose: () => void;
}

export interface DialogForm<F extends FieldValues> {
  form: UseFormReturn<F>;
  /** The props of `FormDialog` around the fields. */
  frame: DialogFrame;
}

/**
 * New or edit mode, reset each time the dialog opens. On a 422 the dialog stays open with the first message
 * under each field; on success it notifies, closes, and the lists reload (docs/requirements/wire.md#R-W13).
 */
export function useDialogForm<F extends FieldValues>({
  opened,
  noun,
  editing,
  empty,
  fields,
  resolver,
  save,
  alsoReload,
  onClose,
}: DialogFormOptions<F>): DialogForm<F> {
  const form = useForm<F>({ defaultValues: empty as DefaultValues<F>, resolver });
  const mutation = useAdminSave(save, alsoReload);
  const [formError, setFormError] = useState<string | null>(null);
  const { reset } = form;
  const resetMutation = mutation.reset;

  useEffect(() => {
    if (!opened) return;
    reset((editing?.values ?? empty) as DefaultValues<F>);
    setFormError(null);
    resetMutation();
  }, [opened, editing, empty, reset, resetMutation]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await mutation.mutateAsync({ id: editing?.id ?? null, fields: values });
      notifications.show({ color: 'teal', message: reply.message });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });

  return {
    form,
    frame: {
      opened,
      title: `${editing ? 'Edit' : 'New'} ${noun}`,
      mode: editing ? 'edit' : 'new',
      pending: mutation.isPending,
      formError,
      onClose: () => {
        if (!mutation.isPending) onClose();
      },
      onSubmit: submit,
    },
  };
}
