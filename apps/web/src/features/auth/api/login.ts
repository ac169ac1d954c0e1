import type { AuthResponse, LoginInput } from '@innkeep/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/login` -> `{ token, user }`; a wrong e-mail or password is one 401 message. */
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.POST('/api/login', { body: input, retryUnauthorized: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
