import type { Calendar } from '@innkeep/contract/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every query key of this feature starts here, so blocking or unblocking refreshes them all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (listingId: number | null, from: string, to: string) => ['calendar', listingId, from, to] as const,
};

/** `GET /api/calendar`: one listing's stays and blocks touching [from, to); the first listing when none. */
export async function getCalendar(
  q: { listingId: number | null; from: string; to: string },
  signal?: AbortSignal,
): Promise<Calendar> {
  const body = await api.GET('/api/calendar', {
    params: { query: { listing_id: q.listingId ?? undefined, from: q.from, to: q.to } },
    signal,
  });
  return body.data;
}

export const calendarQuery = (listingId: number | null, from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.range(listingId, from, to),
    queryFn: async ({ signal, client }) => {
      const calendar = await getCalendar({ listingId, from, to }, signal);
      // Asked for no listing, the reply is the first listing's month: kept under that listing too, so pinning
      // it in the URL (usePinnedListing) finds the month it shows instead of asking for it again.
      if (listingId === null && calendar.listing_id !== null)
        client.setQueryData(calendarKeys.range(calendar.listing_id, from, to), calendar);
      return calendar;
    },
    // Turning the month keeps the last grid on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useCalendar(listingId: number | null, from: string, to: string) {
  return useQuery(calendarQuery(listingId, from, to));
}
