import type { ListingCard } from '@innkeep/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeListings, homeListingsQuery } from '../../../features/search/api/get-home-listings.ts';
import type { CategoryCount } from '../../../features/search/components/category-cards.tsx';

export interface HomePageListings {
  topListings: ListingCard[];
  categories: CategoryCount[];
}

/**
 * `GET /api/search/home-listings` as the home page keeps it. The reply carries every listing of every category,
 * which the page shows only as a count: kept whole, they were a quarter of the page's HTML (the server sends the
 * query cache with it). Under the reply's own key, so that what refreshes the reply refreshes this too.
 */
export const homePageListingsQuery = queryOptions({
  queryKey: [...homeListingsQuery.queryKey, 'home-page'] as const,
  queryFn: async ({ signal }): Promise<HomePageListings> => {
    const reply = await getHomeListings(signal);
    return {
      topListings: reply.topListings,
      categories: reply.groupedByCategory.map((group) => ({
        category: group.category,
        image: group.image,
        count: group.listings.length,
      })),
    };
  },
});

export function useHomePageListings() {
  return useQuery(homePageListingsQuery);
}
