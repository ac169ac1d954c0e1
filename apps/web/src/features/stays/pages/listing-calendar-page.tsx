import { Navigate, useLocation } from 'react-router';
import { readListingDetails } from '../../../lib/listing-details-storage.ts';

type Carried = { id?: unknown; guests?: unknown; listing?: { id?: unknown } };

/**
 * The original `/listing_calendar` (docs/requirements/wire.md#R-W12) takes a listing object with the guest count added (router state).
 * It lands on the shareable `/stays/{id}`, whose calendar does the work; without state it falls back
 * to the stored listingDetails, then to the home page.
 */
export default function ListingCalendarPage() {
  const state = (useLocation().state ?? null) as Carried | null;
  const stored = readListingDetails();
  const id = Number(state?.id ?? state?.listing?.id ?? stored?.id);
  const guests = Number(state?.guests ?? stored?.guests);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/" replace />;
  const query = Number.isInteger(guests) && guests > 0 ? `?guests=${guests}` : '';
  return <Navigate to={`/stays/${id}${query}#availability`} replace />;
}
