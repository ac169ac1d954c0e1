import type { Session } from '../lib/session.ts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; clearUser: boolean };

/**
 * docs/requirements/wire.md#R-W14, before each navigation to an auth-required route:
 * the route's type (0 host, 1 admin) differs from the stored user's is_admin -> /404;
 * otherwise no access token -> clear user data and go to /sign_in (with ?next= so sign-in can return).
 * A token without a stored user counts as signed out (docs/requirements/wire.md#R-W10).
 */
export function decideAccess(auth: 0 | 1 | undefined, session: Session, returnTo: string): GuardDecision {
  if (auth === undefined) return { kind: 'allow' };
  const { token, user } = session;
  if (user && Number(Boolean(user.is_admin)) !== auth)
    return { kind: 'redirect', to: '/404', clearUser: false };
  if (!token || !user) {
    return { kind: 'redirect', to: `/sign_in?next=${encodeURIComponent(returnTo)}`, clearUser: true };
  }
  return { kind: 'allow' };
}
