import { isApiError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-text.ts';

/** An editor's errors, one message under each field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message the schema gives each of the editor's fields. */
export function schemaErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** The server's refusal of the editor's fields, or null when it names none of them. */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> | null {
  if (!isApiError(error) || !fields.some((f) => error.fieldError(f))) return null;
  return Object.fromEntries(fields.map((f) => [f, error.fieldError(f)])) as FieldErrors<F>;
}

/** A failure that names no field, shown above the form. */
export const failureText = (error: unknown) =>
  error instanceof Error ? error.message : SOMETHING_WENT_WRONG;
