import type { RateEditInput, RatesReply } from '@innkeep/contract/rates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';
import { usePriceMutation } from './use-price-mutation.ts';

/** `GET /api/rates`: one listing's ranges touching [from, to) (the seasons list reads `ranges`). */
export async function getRates(listingId: number, from: string, to: string, signal?: AbortSignal) {
  const body: RatesReply = await api.GET('/api/rates', {
    params: { query: { listing_id: listingId, from, to } },
    signal,
  });
  return body.data;
}

export const useRateRanges = (listingId: number | null, from: string, to: string) =>
  useQuery({
    // Under calendarKeys.all: a bulk price, an edit or a removal refreshes it with the grid.
    queryKey: [...calendarKeys.all, 'rates', listingId, from, to] as const,
    queryFn: ({ signal }) => getRates(listingId!, from, to, signal),
    enabled: listingId !== null,
  });

/** `PATCH /api/rates/{id}`: a range's nights, price and minimum stay; 404 not mine; 422 by field. */
export const useUpdateRate = () =>
  usePriceMutation(({ id, ...body }: RateEditInput & { id: number }) =>
    api.PATCH('/api/rates/{id}', { params: { path: { id } }, body }),
  );

/** `DELETE /api/rates/{id}`: the nights fall back to what was under the range. */
export const useDeleteRate = () =>
  usePriceMutation((id: number) => api.DELETE('/api/rates/{id}', { params: { path: { id } } }));
