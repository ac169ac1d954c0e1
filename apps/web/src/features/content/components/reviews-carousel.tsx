import type { Review } from '@innkeep/contract/content';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconQuote } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ARROW_GUTTER_PX, useCarouselScrollable } from '../../../lib/use-carousel-scrollable.ts';

const AUTOPLAY_MS = 5000;

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

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play reviews' : 'Pause reviews'}
          aria-pressed={paused}
        >
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
      </Group>
      <Carousel
        aria-label="Guest reviews"
        getEmblaApi={setEmbla}
        slideSize={{ base: '100%', sm: '50%', md: '33.333%', xl: '25%' }}
        slideGap="md"
        emblaOptions={{ loop: reviews.length > 1, align: 'start' }}
        previousControlProps={{ 'aria-label': 'Previous review' }}
        nextControlProps={{ 'aria-label': 'Next review' }}
        withControls={scrollable}
        // The arrows sit in a gutter beside the cards, not over the review text.
        px={{ base: 0, sm: scrollable ? ARROW_GUTTER_PX : 0 }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        {reviews.map((review) => (
          <Carousel.Slide key={review.id}>
            <Paper withBorder radius="lg" p="lg" h="100%">
              <Stack gap="md" h="100%">
                <IconQuote size={28} color="var(--mantine-color-brand-6)" aria-hidden />
                <Text style={{ flex: 1 }} lineClamp={6}>
                  {review.message}
                </Text>
                <Group gap="sm">
                  <Avatar color="brand" radius="xl" name={`${review.first_name} ${review.last_name}`} />
                  <Text fw={600}>
                    {review.first_name} {review.last_name}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}
