import { z } from 'zod';

/** The spec's e-mail rule: lowercase, a top-level part of 2 or more letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

export const messages = {
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  emailBlocked: 'Email is blocked',
  newsletterEmailInvalid: 'Please provide valid email',
} as const;

/** Trims and lower-cases before checking, so `Ann@Example.COM ` is accepted as `ann@example.com`. */
export const Email = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

/** A calendar date `YYYY-MM-DD`. */
export const IsoDate = z.iso.date({ error: 'Use a date in the form YYYY-MM-DD' });

export const Id = z.coerce.number().int().positive();
export const IdParams = z.object({ id: Id });

/** A multipart or query flag sent as 0/1 (also accepts true/false). */
export const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const ErrorBody = z.object({ error: z.string(), code: z.string().optional() });
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

export const OkBody = z.object({ message: z.string() });

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
