import { expect } from 'vitest';
import { createListing } from '../../factories/listings.factory.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { lastMailTo } from '../auth/auth.test-helpers.ts';
import { post } from '../bookings/bookings.test-helpers.ts';
import { sessionHeaders, signedInHost } from '../listings/listings.test-helpers.ts';

/** The invitation's token, from the link in a mail's text. */
export function inviteTokenIn(text = ''): string {
  const link = /https?:\/\/\S+\/team\/accept\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No invitation link in:\n${text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/**
 * The host invites `email` to their team, the person signs up (`person`: their names) and accepts from the
 * e-mailed link: the new member, their session headers and the token they used.
 */
export async function joinTeam(
  t: TestApp,
  hostHeaders: Record<string, string>,
  email: string,
  role: 'co-host' | 'cleaner',
  listingIds: number[] = [],
  person: Parameters<typeof createUser>[1] = {},
) {
  const invited = await post(t, '/api/team', { email, role, listing_ids: listingIds }, hostHeaders);
  expect(invited.statusCode, invited.body).toBe(201);
  const token = inviteTokenIn((await lastMailTo(t.db, email))?.text);
  const user = await createUser(t.db, { ...person, email });
  const headers = await sessionHeaders(t.db, user.id);
  const accepted = await post(t, '/api/team/accept', { token }, headers);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { user, headers, token };
}

/** A host who takes card payments, their listing Casa Azul, and Rui Costa, who has joined as its co-host. */
export async function hostWithCoHost(t: TestApp) {
  const host = await signedInHost(t.db);
  await connectHost(t.db, host.user.id);
  const casa = await createListing(t.db, host.user.id, { externalListingName: 'Casa Azul' });
  const rui = await joinTeam(t, host.headers, `rui.${host.user.id}@example.com`, 'co-host', [casa.id], {
    firstName: 'Rui',
    lastName: 'Costa',
  });
  return { host, casa, rui };
}
