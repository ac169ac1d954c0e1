import type { ListingCard as ListingCardData } from '@innkeep/contract/search';
import { SimpleGrid } from '@mantine/core';
import { Suspense } from 'react';
import { ListingCard } from './listing-card.tsx';

interface ResultsListProps {
  listings: ListingCardData[];
  stay?: { start: string | null; end: string | null; guests: number };
  /** Beside the map on a wide screen the list is narrower: two cards a row instead of three. */
  besideMap: boolean;
}

/** Every stay found, one after another: nothing hidden behind arrows. */
export function ResultsList({ listings, stay, besideMap }: ResultsListProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Stays found"
      cols={besideMap ? { base: 1, xs: 2 } : { base: 1, xs: 2, md: 3 }}
      spacing="md"
      verticalSpacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
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
    </SimpleGrid>
  );
}
