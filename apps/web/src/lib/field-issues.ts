import type { z } from 'zod';

/** A form's refusal by field, as the form shows it: each top-level field's first message. */
export function firstIssuePerField(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
