import type { AdminTag, AdminTagInput } from '@innkeep/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/admin/tags` `{ name }` (new) or `POST /api/admin/tags/update` `{ name, tag_id }` (edit). */
export function saveTag({
  id,
  fields,
}: {
  id: number | null;
  fields: AdminTagInput;
}): Promise<{ message: string; data: AdminTag }> {
  return id === null
    ? api.POST('/api/admin/tags', { body: { name: fields.name } })
    : api.POST('/api/admin/tags/update', { body: { name: fields.name, tag_id: id } });
}

/** `DELETE /api/admin/tags/{id}`: the tag also leaves every listing that used it. */
export function deleteTag(tag: Pick<AdminTag, 'id'>): Promise<{ message: string; listings_count: number }> {
  return api.DELETE('/api/admin/tags/{id}', { params: { path: { id: tag.id } } });
}

/** `GET /api/admin/tags/{id}/usage`: the count is read afresh when the delete dialog opens. */
export function useTagUsage(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'tags', id, 'usage'],
    queryFn: async ({ signal }) => {
      const body = await api.GET('/api/admin/tags/{id}/usage', { params: { path: { id: id! } }, signal });
      return body.data.listings_count;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}
