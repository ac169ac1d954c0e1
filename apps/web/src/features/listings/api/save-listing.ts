import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { toListingFormData } from '@innkeep/contract/listings-multipart';
import type { ListingSaved } from '@innkeep/contract/listings-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshListings } from '../../../api/listings.ts';
import { api } from '../../../lib/api-client.ts';

export interface SaveListingInput {
  values: ListingFormValues;
  /** Save/Update sends draft=1; Publish sends draft=0. */
  draft: boolean;
  /** Present when editing: the call goes to `/listings/update` with `listing_id`. */
  listingId?: number | undefined;
}

/** `POST /api/listings` (create) or `POST /api/listings/update` (edit), multipart as docs/requirements/wire.md#R-W1. */
export function saveListing({ values, draft, listingId }: SaveListingInput): Promise<ListingSaved> {
  const body = toListingFormData(values, { draft, listingId });
  return listingId === undefined
    ? api.POST('/api/listings', { body })
    : api.POST('/api/listings/update', { body });
}

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    // Every view of listings (the host's, the pickers, the guests' stay and search) marked stale, not refetched now: a refetch of the open listing would remount its form (the edit
    // page keys it by save time) and flash Basic Info while the form is leaving for the list.
    onSuccess: () => refreshListings(queryClient, { refetchType: 'none' }),
  });
}
