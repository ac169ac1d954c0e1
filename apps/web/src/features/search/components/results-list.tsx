import type { ListingCard as ListingCardData } from '@innkeep/contract/search';
import { Suspense } from 'react';
import { ListingCard } from './listing-card.tsx';

interface ResultsListProps {
  listings: ListingCardData[];
  stay?: { start: string | null; end: string | null; guests: number };
  /** Beside the map on a wide screen the list is narrower: two cards a row instead of three. */
  besideMap: boolean;
}

// Styled by ./search-results.css (`.results-list`), in the entry's stylesheet.
/** Every stay found, one after another: nothing hidden behind arrows. */
export function ResultsList({ listings, stay, besideMap }: ResultsListProps) {
  return (
    <ul className="results-list" aria-label="Stays found" data-beside-map={besideMap || undefined}>
      {listings.map((listing) => (
        <li key={listing.id}>
          {/* Each card hydrates on its own (a boundary), a clicked one first. */}
          <Suspense>
            <ListingCard
              listing={listing}
              stay={stay}
              sizes={besideMap ? '(max-width: 36em) 100vw, 300px' : '(max-width: 36em) 100vw, 360px'}
            />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}
