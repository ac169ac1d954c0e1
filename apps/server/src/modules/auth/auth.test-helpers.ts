import { authMessages } from '@innkeep/contract/auth';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * JSON calls as the web app makes them, signed in with a session token or not. `t` is read at call time, so
 * this may be called before the file's app is ready.
 */
export function sessionCalls(t: TestApp) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    call,
    post: (url: string, payload: object, token?: string) => call('POST', url, token, payload),
    put: (url: string, payload: object, token: string) => call('PUT', url, token, payload),
    me: (token: string) => call('GET', '/api/me', token),
  };
}

type Reply = Awaited<ReturnType<ReturnType<typeof sessionCalls>['call']>>;

/** A new password refused (422) for both faults at once: too short, and its confirmation does not match. */
export function expectShortMismatchedPasswordRefused(res: Reply) {
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    password: [authMessages.passwordMin],
    password_confirmation: [authMessages.passwordConfirmationMismatch],
  });
}

/** The newest e-mail queued for `to`, if any. */
export async function lastMailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The reset link's token and e-mail, read from a mail's text the way a person would follow it. */
export function resetLinkOf(text: string): { url: URL; token: string; email: string } {
  const match = text.match(/https?:\/\/\S+\/reset-password\?\S+/);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** The e-mail change link's token, read from a mail's text. */
export function confirmLinkOf(text: string): { url: URL; token: string } {
  const match = text.match(/https?:\/\/\S+\/confirm-email\?\S+/);
  if (!match) throw new Error(`No confirmation link in:\n${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}
