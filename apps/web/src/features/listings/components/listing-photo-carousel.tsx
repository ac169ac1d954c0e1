import { Carousel } from '@mantine/carousel';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

export interface CarouselPhoto {
  url: string;
  srcset: string;
  width?: number | null;
  height?: number | null;
}

interface ListingPhotoCarouselProps {
  photos: CarouselPhoto[];
  /** Used in each photo's alt text: "Seaside flat, photo 2 of 5". */
  name: string;
  /** The `sizes` attribute: how wide the carousel is drawn, so the browser picks the smallest variant. */
  sizes?: string;
}

/**
 * Photos of one listing as a swipeable 3:2 carousel; every slide loads lazily from the WebP variants.
 * The frame's aspect ratio reserves the space, so no width/height attributes (they would override it).
 */
export function ListingPhotoCarousel({
  photos,
  name,
  sizes = '(max-width: 48em) 100vw, 400px',
}: ListingPhotoCarouselProps) {
  if (photos.length === 0) {
    return (
      <AspectRatio ratio={3 / 2}>
        <Center bg="var(--mantine-color-default-hover)" aria-label={`${name}: no photos yet`} role="img">
          <Stack gap={4} align="center">
            <IconPhotoOff size={32} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              No photos yet
            </Text>
          </Stack>
        </Center>
      </AspectRatio>
    );
  }
  return (
    <Carousel
      withIndicators={photos.length > 1}
      withControls={photos.length > 1}
      emblaOptions={{ loop: photos.length > 1 }}
      previousControlProps={{ 'aria-label': 'Previous photo' }}
      nextControlProps={{ 'aria-label': 'Next photo' }}
      aria-label={`Photos of ${name}`}
    >
      {photos.map((photo, index) => (
        <Carousel.Slide key={photo.url}>
          <AspectRatio ratio={3 / 2}>
            <Image
              src={photo.url}
              srcSet={photo.srcset || undefined}
              sizes={sizes}
              loading="lazy"
              decoding="async"
              alt={`${name}, photo ${index + 1} of ${photos.length}`}
              fit="cover"
            />
          </AspectRatio>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
