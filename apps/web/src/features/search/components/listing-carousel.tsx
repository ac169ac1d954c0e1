import type { ListingCard as ListingCardData } from '@innkeep/contract/search';
import { Carousel } from '@mantine/carousel';
import { Suspense } from 'react';
import { ARROW_GUTTER_PX, useCarouselScrollable } from '../../../lib/use-carousel-scrollable.ts';
import { ListingCard } from './listing-card.tsx';

interface ListingCarouselProps {
  listings: ListingCardData[];
  label: string;
  stay?: { start: string | null; end: string | null; guests: number };
}

/** A row of listing cards: one and a bit on a phone (so the next card peeks in), four on a wide screen. */
export function ListingCarousel({ listings, label, stay }: ListingCarouselProps) {
  const { setEmbla, scrollable } = useCarouselScrollable();
  return (
    // Styled by ./listing-carousel.css (in the entry's stylesheet, app/part-styles.css): no arrow where it cannot go.
    <Carousel
      aria-label={label}
      className="listing-carousel"
      getEmblaApi={setEmbla}
      // Arrows only when there is something to scroll, in a gutter beside the cards (never on a photo).
      px={{ base: 0, sm: scrollable ? ARROW_GUTTER_PX : 0 }}
      slideSize={{ base: '85%', xs: '50%', sm: '33.333%', lg: '25%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      previousControlProps={{ 'aria-label': 'Previous listings' }}
      nextControlProps={{ 'aria-label': 'Next listings' }}
      controlsOffset="xs"
      controlSize={36}
      withControls={scrollable}
    >
      {listings.map((listing) => (
        <Carousel.Slide key={listing.id}>
          {/* Each card hydrates on its own (a boundary), a clicked one first. */}
          <Suspense>
            <ListingCard listing={listing} stay={stay} />
          </Suspense>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
