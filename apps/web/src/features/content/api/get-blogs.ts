import type { Blog } from '@innkeep/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const blogKeys = {
  all: ['blogs'] as const,
  detail: (id: number) => ['blogs', id] as const,
};

/** `GET /api/blogs`: newest first. */
export async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const body = await api.GET('/api/blogs', { signal });
  return body.data;
}

export const blogsQuery = queryOptions({
  queryKey: blogKeys.all,
  queryFn: ({ signal }) => getBlogs(signal),
});

export function useBlogs() {
  return useQuery(blogsQuery);
}
