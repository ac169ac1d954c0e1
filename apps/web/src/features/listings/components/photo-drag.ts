import { type DragEvent, useState } from 'react';

/** A mouse drag of a photo card onto another, as each card sees it. */
export interface PhotoDrag {
  /** The card being dragged, if any. */
  from: number | null;
  /** The card the drag is over, if any. */
  over: number | null;
  start: (e: DragEvent, index: number) => void;
  enter: (e: DragEvent, index: number) => void;
  leave: (index: number) => void;
  drop: (e: DragEvent, index: number) => void;
  end: () => void;
}

/** Follows a photo dragged onto another card, and moves it there when dropped. */
export function usePhotoDrag(move: (from: number, to: number) => void): PhotoDrag {
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setFrom(null);
    setOver(null);
  };
  return {
    from,
    over,
    start: (e, index) => {
      setFrom(index);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
    },
    enter: (e, index) => {
      if (from === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    leave: (index) => setOver((current) => (current === index ? null : current)),
    drop: (e, index) => {
      e.preventDefault();
      const start = from ?? Number(e.dataTransfer.getData('text/plain'));
      if (Number.isInteger(start)) move(start, index);
      end();
    },
    end,
  };
}
