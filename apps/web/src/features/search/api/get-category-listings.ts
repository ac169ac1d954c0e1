import type { CategoryReply } from '@innkeep/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/search/category/{slug}`. */
export function getCategoryListings(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<CategoryReply> {
  return api.GET('/api/search/category/{category}', {
    params: { path: { category: slug }, query: { page } },
    signal,
  });
}

export const categoryListingsQuery = (slug: string, page = 1) =>
  queryOptions({
    queryKey: ['search', 'category', slug, page] as const,
    queryFn: ({ signal }) => getCategoryListings(slug, page, signal),
  });

export function useCategoryListings(slug: string, page = 1) {
  return useQuery(categoryListingsQuery(slug, page));
}
