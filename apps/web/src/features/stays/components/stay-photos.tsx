import { stayPhotoSizes } from '@innkeep/contract/page-meta';
import type { ListingImage } from '@innkeep/contract/search';
import { Carousel } from '@mantine/carousel';
import { AspectRatio, Center, Image, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** All photos of a stay: one per slide on a phone, two side by side from tablets up; WebP variants, lazy. */
export function StayPhotos({ images, name }: { images: ListingImage[]; name: string }) {
  if (images.length === 0) {
    return (
      <AspectRatio ratio={21 / 9}>
        <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <IconPhotoOff size={36} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text c="dimmed" ml="sm">
            No photos yet
          </Text>
        </Center>
      </AspectRatio>
    );
  }
  if (images.length === 1) {
    // One photo fills the row instead of leaving the second half of a two-up gallery empty.
    const [image] = images as [ListingImage];
    return (
      <AspectRatio ratio={21 / 9}>
        <Image
          src={image.url}
          srcSet={image.srcset || undefined}
          sizes={stayPhotoSizes(1)}
          fetchPriority="high"
          alt={`${name}, photo 1 of 1`}
          fit="cover"
          radius="lg"
        />
      </AspectRatio>
    );
  }
  return (
    <Carousel
      aria-label={`Photos of ${name}`}
      slideSize={{ base: '100%', sm: '50%' }}
      slideGap="sm"
      emblaOptions={{ align: 'start', loop: images.length > 2 }}
      withIndicators={images.length > 1}
      withControls={images.length > 1}
      previousControlProps={{ 'aria-label': 'Previous photo' }}
      nextControlProps={{ 'aria-label': 'Next photo' }}
    >
      {images.map((image, index) => (
        <Carousel.Slide key={image.url}>
          <AspectRatio ratio={3 / 2}>
            <Image
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes={stayPhotoSizes(images.length)}
              // The first photos are what the guest came for (the first is the LCP, preloaded by the
              // server's HTML); the rest wait until they are scrolled to.
              loading={index < 2 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              alt={`${name}, photo ${index + 1} of ${images.length}`}
              fit="cover"
              radius="lg"
            />
          </AspectRatio>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
