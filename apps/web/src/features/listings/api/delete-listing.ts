import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingsKeys } from './get-listings.ts';

/** `DELETE /api/listings/{id}`. */
export function deleteListing(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/listings/${id}`);
}

/** The lists are reloaded only after the server confirmed the deletion (docs/requirements/wire.md#R-W13). */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: listingsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: listingsKeys.all });
    },
  });
}
