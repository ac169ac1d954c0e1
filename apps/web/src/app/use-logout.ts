import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../lib/api-client.ts';
import { clearSession, getToken } from '../lib/session.ts';

const LOGOUT_STATE = 'innkeep.logout';

/**
 * Spec 4: logout clears the stored session and goes to /. It navigates first and lets `useFinishLogout`
 * clear the session once / is on screen: clearing while a guarded page is still mounted would make the
 * guard bounce the user to /sign_in instead of /.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true, state: { [LOGOUT_STATE]: true } });
  }, [navigate]);
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
    const finish = () => {
      clearSession();
      queryClient.clear();
      // Drop the marker so a reload of / does not log out again.
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    };
    // Revoke the token on the server; an expired token or an unreachable server still signs out locally.
    if (getToken())
      void api
        .post('/logout')
        .catch(() => undefined)
        .finally(finish);
    else finish();
  }, [pending, location, navigate, queryClient]);
}
