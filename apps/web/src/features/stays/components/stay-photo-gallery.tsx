import type { StayImage } from '@innkeep/contract/search';
import { Carousel } from '@mantine/carousel';
import { Group, Image, Modal, Text } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { photoCaption } from './photo-caption.ts';
import classes from './stay-photo-gallery.module.css';

interface StayPhotoGalleryProps {
  images: StayImage[];
  name: string;
  /** The photo that was opened (0-based). */
  start: number;
  onClose: () => void;
}

/**
 * The stay's photos large, one at a time, over the page: swipe or drag on a touch screen, the arrow keys or the
 * buttons on a keyboard, Escape or Close to go back. The modal keeps focus inside and gives it back to the photo
 * that opened it. A chunk of its own, loaded when a photo is first pointed at or opened.
 */
export default function StayPhotoGallery({ images, name, start, onClose }: StayPhotoGalleryProps) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(start);
  const count = images.length;

  // The arrow keys turn the photos wherever focus is inside the modal (Close included), as on rental sites.
  useEffect(() => {
    if (!embla) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') embla.scrollNext();
      else if (event.key === 'ArrowLeft') embla.scrollPrev();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [embla]);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={name}
      closeButtonProps={{ 'aria-label': 'Close photos' }}
      classNames={{ body: classes.body, content: classes.content }}
      transitionProps={{ duration: 0 }}
      data-testid="photo-gallery"
    >
      <Carousel
        aria-label={`Photos of ${name}`}
        initialSlide={start}
        emblaOptions={{ loop: count > 1, duration: 20 }}
        withControls={count > 1}
        // The window's listener above handles the arrows, so that they work without focusing the carousel first.
        withKeyboardEvents={false}
        getEmblaApi={setEmbla}
        onSlideChange={setIndex}
        height="100%"
        flex={1}
        classNames={{ root: classes.carousel, viewport: classes.viewport, container: classes.container }}
        previousControlProps={{ 'aria-label': 'Previous photo' }}
        nextControlProps={{ 'aria-label': 'Next photo' }}
      >
        {images.map((image, i) => (
          <Carousel.Slide
            key={image.url}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            <Image
              src={image.url}
              srcSet={image.srcset || undefined}
              sizes="100vw"
              // The opened photo and its neighbours first; the rest as they are reached.
              loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
              alt={photoCaption(name, i, count, image.caption)}
              fit="contain"
              h="100%"
              w="100%"
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" className={classes.footer}>
        <Text size="sm" lineClamp={2} data-testid="photo-caption">
          {photoCaption(name, index, count, images[index]?.caption)}
        </Text>
        <Text
          size="sm"
          fw={700}
          aria-live="polite"
          data-testid="photo-count"
          style={{ whiteSpace: 'nowrap' }}
        >
          {index + 1} / {count}
        </Text>
      </Group>
    </Modal>
  );
}
