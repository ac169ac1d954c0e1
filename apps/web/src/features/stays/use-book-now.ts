import type { PublicListing } from '@innkeep/contract/search';
import { useNavigate } from 'react-router';
import type { StayChoice } from '../../lib/get-calculation.ts';
import { type ListingDetails, saveListingDetails } from '../../lib/listing-details-storage.ts';

/** Opens Book now for the chosen stay: the booking panel's button and the phone bar's do the same. */
export function useBookNow(stay: PublicListing) {
  const navigate = useNavigate();
  return (choice: StayChoice) => {
    const details: ListingDetails = { ...stay, ...choice };
    saveListingDetails(details);
    // The query makes the page shareable and reload-proof; the state saves it a listing fetch.
    const query = new URLSearchParams({
      listing_id: String(stay.id),
      ...choice,
      guests: String(choice.guests),
    });
    navigate(`/book_now?${query}`, { state: { listing: details, ...choice } });
  };
}
