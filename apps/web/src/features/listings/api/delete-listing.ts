import { operationKey } from '@innkeep/api-client/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshListings } from '../../../api/listings.ts';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/listings/{id}`. */
export function deleteListing(id: number): Promise<{ message?: string }> {
  return api.DELETE('/api/listings/{id}', { params: { path: { id } } });
}

/** The lists are reloaded only after the server confirmed the deletion (docs/requirements/wire.md#R-W13). */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: operationKey('getMyListing', id) });
      return refreshListings(queryClient);
    },
  });
}
