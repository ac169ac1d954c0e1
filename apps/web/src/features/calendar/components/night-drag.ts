import { useEffect, useRef } from 'react';
import type { Spot } from './selection.ts';

/** A mouse drag over the grid's nights, as its nights see it. */
export interface NightDrag {
  /** The mouse button went down on this night. */
  start: (spot: Spot) => void;
  /** The pointer came over this night. */
  over: (spot: Spot) => void;
  /** Whether this click is the end of a drag, which selected already (and is no click on a night). */
  endsDrag: () => boolean;
}

/** Follows a mouse drag over nights, across rows, and reports it where the button goes up. */
export function useNightDrag(onDrag: (from: Spot, to: Spot) => void): NightDrag {
  const drag = useRef<{ from: Spot; to: Spot; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  useEffect(() => {
    const up = () => {
      const d = drag.current;
      drag.current = null;
      if (d?.moved) {
        suppressClick.current = true;
        onDrag(d.from, d.to);
      }
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [onDrag]);
  return {
    start: (spot) => {
      drag.current = { from: spot, to: spot, moved: false };
    },
    over: (spot) => {
      const d = drag.current;
      if (!d) return;
      d.to = spot;
      d.moved = d.moved || d.from.listingId !== spot.listingId || d.from.date !== spot.date;
    },
    endsDrag: () => {
      if (!suppressClick.current) return false;
      suppressClick.current = false;
      return true;
    },
  };
}
