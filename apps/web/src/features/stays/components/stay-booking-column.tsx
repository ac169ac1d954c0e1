import { useEffect, useRef } from 'react';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import type { BookingPanelProps } from './booking-panel.tsx';
import classes from './stay-booking-column.module.css';

// The price, the guests and the inquiry form (react-hook-form, its inputs): a chunk of its own, loaded as the
// panel hydrates (at once beside the photos on a wide screen, when reached at the end of a phone's page).
const BookingPanel = lazyPart(() => import('./booking-panel.tsx').then((m) => m.BookingPanel));

/**
 * Keeps the booking panel sticky below the header while it fits the window, and by its foot when it is taller,
 * re-measured as it or the window changes. Written to the element's style, not React state: a page update before the panel's lazy
 * part hydrates would make React throw its server HTML away.
 */
function usePanelFits() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const measure = () => {
      // Taller than the window (the inquiry's message box, errors): sticky by its foot instead, 16 px above the
      // window's bottom, so it stays beside the content and Send inquiry is always reached, never cut off.
      const fits = panel.offsetHeight <= window.innerHeight - 96;
      panel.style.top = `${fits ? 80 : window.innerHeight - panel.offsetHeight - 16}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return ref;
}

/** The booking panel's column: the price, the guests and how to book, kept in view as the page scrolls. */
export function StayBookingColumn(panel: BookingPanelProps) {
  const bookingRef = usePanelFits();
  return (
    <div>
      {/* Sticky under the 64 px header while it fits the window (80 px above, 16 below); a taller panel
          (the inquiry's message box, errors) scrolls with the page instead of inside itself, where Send
          inquiry was cut at the panel's edge (docs/requirements/public.md#R-P7). */}
      <div ref={bookingRef} className={classes.booking} id="booking">
        {/* Beside the photos on a wide screen (it hydrates at once, in a pass of its own), at the end of
            the page on a phone (it hydrates when reached). */}
        <HydrateOnView load={BookingPanel.preload}>
          <BookingPanel {...panel} />
        </HydrateOnView>
      </div>
    </div>
  );
}
