import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors.ts';

/**
 * A form's submit that sends the checked values and, when that fails, puts the server's field errors under
 * their inputs (`fields`) and anything else in `failure` for the form's alert, cleared as the next try starts.
 */
export function useFormSubmit<TValues extends FieldValues, TData>(
  form: UseFormReturn<TValues, unknown, TData>,
  fields: readonly FieldPath<TValues>[],
  send: (values: TData) => Promise<unknown>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, fields));
    }
  });
  return { onSubmit, failure };
}
