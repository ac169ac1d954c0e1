import { stayPhotoSizes } from '@innkeep/contract/page-meta';
import type { StayImage } from '@innkeep/contract/search';
import { IconPhotoOff } from '@tabler/icons-react';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Chevron } from '../../../components/chevron.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { photoCaption } from './photo-caption.ts';
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
    <button
      type="button"
      className={classes.open}
      onClick={(event) => onOpen(index, event.currentTarget)}
      onPointerEnter={() => void StayPhotoGallery.preload()}
      onFocus={() => void StayPhotoGallery.preload()}
      aria-label={`Open photo ${index + 1} of ${count} large`}
      aria-haspopup="dialog"
      data-testid={`open-photo-${index + 1}`}
    >
      {children}
    </button>
  );
}

/**
 * The strip's photos scroll and snap natively (a swipe on a phone, a trackpad, the focus of a photo); the buttons
 * and dots move it by one photo, the last going round to the first. Which photo leads is read from the scroll.
 */
function useStrip(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [leading, setLeading] = useState(0);
  // One photo's width and the gap after it: how far the strip moves a photo.
  const stepOf = (list: HTMLUListElement) =>
    ((list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth) +
    Number.parseFloat(getComputedStyle(list).columnGap || '0');
  const atEnd = (list: HTMLUListElement) => list.scrollLeft >= list.scrollWidth - list.clientWidth - 2;
  const behavior = (): ScrollBehavior =>
    window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const goTo = (index: number) => {
    const list = track.current;
    if (!list) return;
    const wrapped = (index + count) % count;
    list.scrollTo({
      left: Math.min(wrapped * stepOf(list), list.scrollWidth - list.clientWidth),
      behavior: behavior(),
    });
  };
  const onScroll = () => {
    const list = track.current;
    if (!list) return;
    const step = stepOf(list);
    // At the end the leading photo is the first of the last ones on show, wherever the strip could stop.
    setLeading(
      atEnd(list) ? count - Math.round(list.clientWidth / step) : Math.round(list.scrollLeft / step),
    );
  };
  const go = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    // Forward from the end, back from the start: round to the other end, as the photos of rental sites do.
    if (direction === 1 && atEnd(list)) return goTo(0);
    if (direction === -1 && list.scrollLeft <= 2) return goTo(count - 1);
    goTo(leading + direction);
  };
  return { track, leading, goTo, go, onScroll };
}

/**
 * All photos of a stay: one at a time on a phone, two side by side from tablets up; WebP variants, lazy. Each
 * opens the gallery (large, one at a time, with a count and captions). Plain elements and CSS scroll snapping
 * (decision 0108): nothing to measure or start as the page hydrates.
 */
export function StayPhotos({ images, name }: { images: StayImage[]; name: string }) {
  const [opened, setOpened] = useState<number | null>(null);
  const strip = useStrip(images.length);
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
      <div className={classes.none}>
        <IconPhotoOff size={36} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
        <span className="text-dimmed">No photos yet</span>
      </div>
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
    const [image] = images as [StayImage];
    return (
      <>
        <OpenPhoto index={0} count={1} onOpen={open}>
          <img
            className={`${classes.photo} ${classes.wide}`}
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={stayPhotoSizes(1)}
            fetchPriority="high"
            alt={photoCaption(name, 0, 1, image.caption)}
          />
        </OpenPhoto>
        {gallery}
      </>
    );
  }
  return (
    <>
      <section className={classes.strip} aria-label={`Photos of ${name}`} data-count={images.length}>
        <ul className={classes.track} ref={strip.track} onScroll={strip.onScroll}>
          {images.map((image, index) => (
            <li className={classes.slide} key={image.url}>
              <OpenPhoto index={index} count={images.length} onOpen={open}>
                <img
                  className={classes.photo}
                  src={image.url}
                  srcSet={image.srcset || undefined}
                  sizes={stayPhotoSizes(images.length)}
                  // The first photos are what the guest came for (the first is the LCP, preloaded by the
                  // server's HTML); the rest wait until they are scrolled to.
                  loading={index < 2 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  alt={photoCaption(name, index, images.length, image.caption)}
                />
              </OpenPhoto>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${classes.control} ${classes.previous}`}
          aria-label="Previous photo"
          onClick={() => strip.go(-1)}
        >
          <Chevron back />
        </button>
        <button
          type="button"
          className={`${classes.control} ${classes.next}`}
          aria-label="Next photo"
          onClick={() => strip.go(1)}
        >
          <Chevron />
        </button>
        {/* For a pointer: the keyboard has the photos themselves and the two buttons. */}
        <div className={classes.indicators} aria-hidden>
          {images.map((image, index) => (
            <button
              type="button"
              key={image.url}
              tabIndex={-1}
              className={classes.indicator}
              data-active={index === strip.leading || undefined}
              onClick={() => strip.goTo(index)}
            />
          ))}
        </div>
      </section>
      {gallery}
    </>
  );
}
