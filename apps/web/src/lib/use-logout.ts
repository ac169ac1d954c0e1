import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { clearSession, getToken } from './session.ts';

const LOGOUT_STATE = 'innkeep.logout';

/**
 * docs/requirements/wire.md#R-W13: logout clears the stored session and goes to / (or `to`, a page that
 * does not need a session, such as an invitation to sign in again to). It navigates first and lets `useFinishLogout`
 * clear the session the moment / is on screen: clearing while a guarded page is still mounted would make
 * the guard bounce the user to /sign_in instead of /.
 */
export function useLogout(to = '/'): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(to, { replace: true, state: { [LOGOUT_STATE]: true } });
  }, [navigate, to]);
}

/** Mounted once in the route shell: finishes a logout after the navigation to / has committed. */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const state = location.state as Record<string, unknown> | null;
  const pending = state?.[LOGOUT_STATE] === true;

  useEffect(() => {
    if (!pending || handled.current === location.key) return;
    handled.current = location.key;
    // Signed out locally at once, not after the server answers: a reload in between must not undo it.
    const token = getToken();
    clearSession();
    queryClient.clear();
    // Drop the marker so a reload of / does not log out again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Revoke the token on the server; keepalive lets the request finish even if the page goes away.
    // An expired token or an unreachable server changes nothing: the browser no longer holds the token.
    if (token) {
      void api
        .POST('/api/logout', {
          headers: { authorization: `Bearer ${token}` },
          keepalive: true,
          retryUnauthorized: false,
        })
        .catch(() => undefined);
    }
  }, [pending, location, navigate, queryClient]);
}
