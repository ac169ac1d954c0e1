import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormOutcome } from '../components/form-alerts.tsx';
import { applyServerErrors } from './apply-server-errors.ts';

/**
 * A form's submit that sends the checked values. When that fails, the server's field errors go under their
 * inputs (`fields`) and anything else becomes `failure`; a form that stays on the page may have `send` return
 * what it did, to show as the `outcome`. Both are cleared as the next try starts.
 */
export function useFormSubmit<TValues extends FieldValues, TData>(
  form: UseFormReturn<TValues, unknown, TData>,
  fields: readonly FieldPath<TValues>[],
  send: (values: TData) => Promise<string | undefined>,
) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const done = await send(values);
      if (done !== undefined) setOutcome({ ok: true, text: done });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, fields);
      if (text) setOutcome({ ok: false, text });
    }
  });
  return { onSubmit, outcome, failure: outcome?.ok === false ? outcome.text : null };
}
