import { Alert, Text } from '@mantine/core';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import type { useHomePageListings } from '../api/get-home-page-listings.ts';
import { HomeSection } from './home-section.tsx';
import { SectionPlaceholder } from './section-placeholder.tsx';

// Below the first screen, in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const ListingCarousel = lazyPart(() =>
  import('../../../features/search/components/listing-carousel.tsx').then((m) => m.ListingCarousel),
);

/** The top deals: a carousel of popular stays at a good price. */
export function TopDealsSection({ home }: { home: ReturnType<typeof useHomePageListings> }) {
  return (
    <HydrateOnView load={ListingCarousel.preload}>
      <HomeSection id="top-deals" title="Top deals" subtitle="Popular stays at a good price right now.">
        {home.isPending ? (
          <SectionPlaceholder height={340} />
        ) : home.isError ? (
          <Alert color="red">{home.error.message}</Alert>
        ) : home.data.topListings.length === 0 ? (
          <Text c="dimmed">No listings yet.</Text>
        ) : (
          <ListingCarousel label="Top deals" listings={home.data.topListings} />
        )}
      </HomeSection>
    </HydrateOnView>
  );
}
