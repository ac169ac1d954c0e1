/**
 * Rules between fields of one object schema (maximum nights against minimum nights, a discount's days by its
 * kind), reported together with the fields' own errors.
 *
 * Zod skips an object's refinement as soon as any field failed, so such a rule was heard of only in a second
 * pass: the form (or the server's 422) named the other fields, the user fixed them, submitted again, and only
 * then learned of the rule. `besideFieldErrors` runs the refinement whenever the input is an object at all, and
 * `parsedFields` tells which fields it may read: a field that failed holds what was typed, and has its error.
 */
import type { z } from 'zod';

/** The refinement's options: run beside the field errors, unless the input is not an object. */
export const besideFieldErrors = {
  // An issue about the object itself (not an object, or null) has no path yet.
  when: (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => (issue.path as unknown[] | undefined)?.length),
};

/** Whether every field named parsed, judged by the issues reported so far (call it first, before adding any). */
export function parsedFields<T>(ctx: z.core.ParsePayload<T>): (...fields: (keyof T & string)[]) => boolean {
  const failed = new Set(ctx.issues.map((issue) => (issue.path as unknown[] | undefined)?.[0]));
  return (...fields) => fields.every((field) => !failed.has(field));
}
