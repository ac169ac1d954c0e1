import { isApiError } from './api-client.ts';

/** What the app says for a failure the server did not explain (the network dropped, a bug). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** A failed call as the user reads it: the server's own message, or SOMETHING_WENT_WRONG. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : SOMETHING_WENT_WRONG;
}

/** As errorText, but the first field's message first: for a dialog that shows its refusal in one place. */
export function firstErrorText(error: unknown): string {
  if (!isApiError(error)) return SOMETHING_WENT_WRONG;
  return Object.values(error.fieldErrors).flat()[0] ?? error.message;
}
