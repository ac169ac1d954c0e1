import type { BlogPost } from '@innkeep/contract/content';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { blogKeys, blogsQuery } from './get-blogs.ts';

/** `GET /api/blogs/{id}`. */
export async function getBlog(id: number, signal?: AbortSignal): Promise<BlogPost> {
  const body = await api.GET('/api/blogs/{id}', { params: { path: { id } }, signal });
  return body.data;
}

export const blogQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => getBlog(id, signal),
  });

/** Opens instantly when the post came from the list already loaded; still fetched so a reload works. */
export function useBlog(id: number) {
  const client = useQueryClient();
  return useQuery({
    ...blogQuery(id),
    enabled: Number.isInteger(id) && id > 0,
    // The list has no stays: the post shows them once its own answer arrives.
    placeholderData: () => {
      const listed = client.getQueryData(blogsQuery.queryKey)?.find((b) => b.id === id);
      return listed && { ...listed, city: null, stays: [] };
    },
  });
}
