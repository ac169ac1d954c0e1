import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';

/** Spec 4: logout clears the stored session and goes to /. The server call revokes the token. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/logout');
    } catch {
      // Already expired or the server is unreachable: signing out locally is still right.
    }
    // Leave the signed-in area first, so the guard does not bounce the page to /sign_in.
    await navigate('/', { replace: true });
    clearSession();
    queryClient.clear();
  }, [navigate, queryClient]);
}
