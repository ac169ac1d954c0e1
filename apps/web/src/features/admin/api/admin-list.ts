import type { PageMeta } from '@innkeep/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The list paths under `/api/admin/` (docs/requirements/wire.md#R-W1). */
export type AdminResource = 'blogs' | 'reviews' | 'tags' | 'blocked-mails' | 'contacts' | 'subscribers';

export interface AdminListParams {
  page: number;
  q: string;
}

export interface AdminPage<T> {
  data: T[];
  meta: PageMeta;
}

/** `GET /api/admin/{resource}?page=&q=`: one page of a list, newest first. */
export function getAdminList<T>(
  resource: AdminResource,
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<T>> {
  return api.get<AdminPage<T>>(`/admin/${resource}`, { query: { page: params.page, q: params.q }, signal });
}

/** Keeps the current page on screen while the next one loads, so the pager doesn't jump. */
export function useAdminList<T>(resource: AdminResource, params: AdminListParams) {
  return useQuery({
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) => getAdminList<T>(resource, params, signal),
    placeholderData: keepPreviousData,
  });
}

export const lastPage = (meta: PageMeta) => Math.max(1, Math.ceil(meta.total / meta.per_page));
