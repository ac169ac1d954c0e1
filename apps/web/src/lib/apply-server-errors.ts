import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { SOMETHING_WENT_WRONG } from './error-text.ts';

/**
 * Puts a failed request's field errors under their inputs (first message per field, docs/requirements/wire.md#R-W3) and returns
 * the text for a form-level alert when the failure is not about one of `fields` (401, 429, network).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error)) return SOMETHING_WENT_WRONG;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (placed) return null;
  const other = Object.values(error.fieldErrors)[0]?.[0];
  return other ?? error.message;
}
