import { stayPhotoSizes } from '@innkeep/contract/page-meta';
import type { ListingImage } from '@innkeep/contract/search';
import { Carousel } from '@mantine/carousel';
import { AspectRatio, Center, Image, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import classes from './stay-photos.module.css';

// Large photos are opened by a few guests, after the page is up: their code waits until a photo is pointed at.
const StayPhotoGallery = lazyPart(() => import('./stay-photo-gallery.tsx').then((m) => m.default));

/** One photo as the button that opens it large (the gallery). */
function OpenPhoto({
  index,
  count,
  onOpen,
  children,
}: {
  index: number;
  count: number;
  onOpen: (index: number, opener: HTMLElement) => void;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      className={classes.open}
      onClick={(event) => onOpen(index, event.currentTarget)}
      onPointerEnter={() => void StayPhotoGallery.preload()}
      onFocus={() => void StayPhotoGallery.preload()}
      aria-label={`Open photo ${index + 1} of ${count} large`}
      aria-haspopup="dialog"
      data-testid={`open-photo-${index + 1}`}
    >
      {children}
    </UnstyledButton>
  );
}

/**
 * All photos of a stay: one per slide on a phone, two side by side from tablets up; WebP variants, lazy. Each
 * opens the gallery (large, one at a time, with a count and captions).
 */
export function StayPhotos({ images, name }: { images: ListingImage[]; name: string }) {
  const [opened, setOpened] = useState<number | null>(null);
  // The gallery leaves the page when closed (Mantine returns focus only to a modal that stays mounted): focus
  // goes back to the photo that opened it here.
  const opener = useRef<HTMLElement | null>(null);
  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setOpened(index);
  };
  const close = () => {
    setOpened(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
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
  const gallery =
    opened === null ? null : (
      <Suspense>
        <StayPhotoGallery images={images} name={name} start={opened} onClose={close} />
      </Suspense>
    );
  if (images.length === 1) {
    // One photo fills the row instead of leaving the second half of a two-up gallery empty.
    const [image] = images as [ListingImage];
    return (
      <>
        <OpenPhoto index={0} count={1} onOpen={open}>
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
        </OpenPhoto>
        {gallery}
      </>
    );
  }
  return (
    <>
      <Carousel
        aria-label={`Photos of ${name}`}
        slideSize={{ base: '100%', sm: '50%' }}
        slideGap="sm"
        emblaOptions={{ align: 'start', loop: images.length > 2 }}
        withIndicators={images.length > 1}
        classNames={{ indicators: classes.indicators, indicator: classes.indicator }}
        withControls={images.length > 1}
        previousControlProps={{ 'aria-label': 'Previous photo' }}
        nextControlProps={{ 'aria-label': 'Next photo' }}
      >
        {images.map((image, index) => (
          <Carousel.Slide key={image.url}>
            <OpenPhoto index={index} count={images.length} onOpen={open}>
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
            </OpenPhoto>
          </Carousel.Slide>
        ))}
      </Carousel>
      {gallery}
    </>
  );
}
