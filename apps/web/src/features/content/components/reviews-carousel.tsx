import type { Review } from '@innkeep/contract/content';
import { fullName } from '@innkeep/contract/names';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ARROW_GUTTER_PX, useCarouselScrollable } from '../../../lib/use-carousel-scrollable.ts';

const AUTOPLAY_MS = 5000;

/** The reviewer's initials, as Mantine's Avatar drew them from a name: the first letters of its first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * Guest reviews: autoplay, loop, one card on a phone up to four on a wide screen (docs/requirements/wire.md#R-W12, R-W16).
 * Autoplay pauses while the pointer or keyboard focus is inside, stays off for people who ask for
 * reduced motion, and has a pause button (WCAG 2.2.2).
 */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const { embla, setEmbla, scrollable } = useCarouselScrollable();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const playing = !paused && !hovered && !reducedMotion && reviews.length > 1;

  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, playing]);

  // Styled by ./reviews-carousel.css, which app/part-styles.css puts in the entry's stylesheet: the cards are plain
  // elements (decision 0112), the quote mark CSS's, only the carousel is Mantine's.
  return (
    <div className="reviews">
      <div className="reviews-controls">
        <button
          type="button"
          className="reviews-pause"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play reviews' : 'Pause reviews'}
          aria-pressed={paused}
        >
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </button>
      </div>
      <Carousel
        aria-label="Guest reviews"
        className="reviews-carousel"
        getEmblaApi={setEmbla}
        slideSize={{ base: '100%', sm: '50%', md: '33.333%', xl: '25%' }}
        slideGap="md"
        emblaOptions={{ loop: reviews.length > 1, align: 'start' }}
        previousControlProps={{ 'aria-label': 'Previous review' }}
        nextControlProps={{ 'aria-label': 'Next review' }}
        withControls={scrollable}
        // The arrows sit in a gutter beside the cards, not over the review text (on a phone, under the card).
        px={{ base: 0, sm: scrollable ? ARROW_GUTTER_PX : 0 }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        {reviews.map((review) => {
          const name = fullName(review.first_name, review.last_name);
          return (
            <Carousel.Slide key={review.id}>
              <div className="review-card">
                <p className="review-card-message">{review.message}</p>
                <div className="review-card-author">
                  <span className="review-card-avatar" aria-hidden>
                    {initialsOf(name)}
                  </span>
                  <p className="review-card-name">{name}</p>
                </div>
              </div>
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </div>
  );
}
