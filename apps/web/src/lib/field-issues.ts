import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';

/** A form's refusal by field, as the form shows it: each top-level field's first message. */
export function firstIssuePerField(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

/**
 * A form checked with the contract's schema before it is sent (the server parses the same): `check` gives the
 * parsed values, or null after showing each field's first message and clearing the last answer; `issue` is a
 * field's message, the form's own or else the server's 422.
 */
export function useCheckedForm<S extends z.ZodType>(
  schema: S,
  mutation: { error: Error | null; reset: () => void },
) {
  const [issues, setIssues] = useState<Record<string, string>>({});
  return {
    issue: (field: string): string | undefined =>
      issues[field] ?? (isApiError(mutation.error) ? mutation.error.fieldError(field) : undefined),
    check: (values: unknown): z.output<S> | null => {
      const parsed = schema.safeParse(values);
      mutation.reset();
      setIssues(parsed.success ? {} : firstIssuePerField(parsed.error));
      return parsed.success ? parsed.data : null;
    },
    /** Forgets the form's own messages (another item opened in the same form). */
    clear: () => setIssues({}),
  };
}
