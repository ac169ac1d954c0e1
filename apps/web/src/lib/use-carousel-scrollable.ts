import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Whether a carousel has anything to scroll (more slides than fit, at this width), so that its arrows show
 * only then. Pass `setEmbla` to Mantine's `getEmblaApi`; `embla` is there for callers that drive it too.
 */
export function useCarouselScrollable() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!embla) return;
    const update = () => setScrollable(embla.canScrollNext() || embla.canScrollPrev());
    update();
    embla.on('reInit', update).on('resize', update).on('select', update);
    return () => {
      embla.off('reInit', update).off('resize', update).off('select', update);
    };
  }, [embla]);
  return { embla, setEmbla, scrollable };
}

/** Room on both sides of a scrollable carousel for its arrows, so they sit beside the slides, not on them. */
export const ARROW_GUTTER_PX = 44;
