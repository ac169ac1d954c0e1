import type { PageMeta } from '@innkeep/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiReply, api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The list paths under `/api/admin/` (docs/requirements/wire.md#R-W1). */
const LIST_PATHS = {
  blogs: '/api/admin/blogs',
  reviews: '/api/admin/reviews',
  tags: '/api/admin/tags',
  'blocked-mails': '/api/admin/blocked-mails',
  contacts: '/api/admin/contacts',
  subscribers: '/api/admin/subscribers',
  reservations: '/api/admin/reservations',
} as const;
export type AdminResource = keyof typeof LIST_PATHS;
/** One page of a list, as the operation answers it. */
export type AdminPage<R extends AdminResource> = ApiReply<(typeof LIST_PATHS)[R]>;

export interface AdminListParams {
  page: number;
  q: string;
}

/** `GET /api/admin/{resource}?page=&q=`: one page of a list, newest first. */
export async function getAdminList<R extends AdminResource>(
  resource: R,
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<AdminPage<R>> {
  const query = { page: params.page, q: params.q };
  // One of the seven operations; which one is R's, so its reply is AdminPage<R>.
  return (await api.GET(LIST_PATHS[resource] as AdminListPath, {
    params: { query },
    signal,
  })) as AdminPage<R>;
}
type AdminListPath = (typeof LIST_PATHS)[AdminResource];

/** Keeps the current page on screen while the next one loads, so the pager doesn't jump. */
export function useAdminList<R extends AdminResource>(resource: R, params: AdminListParams) {
  return useQuery({
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) => getAdminList(resource, params, signal),
    placeholderData: keepPreviousData,
  });
}

export const lastPage = (meta: PageMeta) => Math.max(1, Math.ceil(meta.total / meta.per_page));
