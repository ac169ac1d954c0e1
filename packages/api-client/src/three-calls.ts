/**
 * A small program an outside client would write, type-checked against the client generated from the served
 * OpenAPI document (`./schema.ts`, made by openapi-typescript in apps/server's openapi.contract test). If a
 * route drifts from the shapes used here, the check fails: the contract broke, not an outside client.
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

export async function threeCalls(baseUrl: string, credentials: { email: string; password: string }) {
  const api = createClient<paths>({ baseUrl });

  const config = await api.GET('/api/config');
  if (!config.data) throw new Error(`GET /api/config answered ${config.response.status}`);
  const cardProvider: 'stripe' | 'simulator' = config.data.payments.provider;

  const login = await api.POST('/api/login', { body: credentials });
  if (!login.data) throw new Error(`POST /api/login answered ${login.response.status}`);
  const token: string = login.data.token;

  const me = await api.GET('/api/me', { headers: { authorization: `Bearer ${token}` } });
  if (!me.data) throw new Error(`GET /api/me answered ${me.response.status}`);
  const { first_name: firstName, is_admin: isAdmin } = me.data.data;

  // A wrong password: the error envelope, typed by the 401 answer.
  const refused = await api.POST('/api/login', { body: { ...credentials, password: 'not-the-password' } });
  const refusal: string | undefined =
    refused.error && 'error' in refused.error ? refused.error.error : undefined;

  return { cardProvider, firstName, isAdmin, refusal, mapTiles: config.data.map_tile_url };
}
