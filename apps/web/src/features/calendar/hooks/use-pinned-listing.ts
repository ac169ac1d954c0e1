import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';

/**
 * Without `?listing=` the server shows the first listing by name: pin it in the URL, so a refetch after a
 * listing is added elsewhere does not switch the calendar under the host.
 */
export function usePinnedListing(
  listingId: number | null,
  shownId: number | null,
  setParams: SetURLSearchParams,
) {
  useEffect(() => {
    if (listingId !== null || shownId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('listing', String(shownId));
        return next;
      },
      { replace: true },
    );
  }, [listingId, shownId, setParams]);
}
