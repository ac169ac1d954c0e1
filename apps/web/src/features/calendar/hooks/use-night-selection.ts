import type { CalendarBlock, GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import { useCallback, useMemo, useState } from 'react';
import { listingToday } from '../components/row-cells.ts';
import { keyOf, rectangle, type Spot, toSelections } from '../components/selection.ts';

type IsFree = (l: GridListing, date: string) => boolean;

/**
 * The nights picked on the multi-calendar, across rows (docs/requirements/host.md#R-H17): a first and a last
 * night, shift-click, ctrl-click or a drag; `editing` while the bulk dialog is open on them.
 */
export function useNightSelection(rows: GridListing[], isFree: IsFree) {
  const [anchor, setAnchor] = useState<Spot | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);

  const add = (keys: string[]) => setSelected((prev) => new Set([...prev, ...keys]));
  const clear = () => {
    setSelected(new Set());
    setAnchor(null);
  };

  function onNight(listing: GridListing, date: string, how: { shift: boolean; toggle: boolean }) {
    const spot = { listingId: listing.id, date };
    if (how.shift && anchor) {
      add(rectangle(rows, anchor, spot, isFree));
      return;
    }
    if (how.toggle) {
      const key = keyOf(listing.id, date);
      setSelected((prev) => {
        const next = new Set(prev);
        if (!next.delete(key)) next.add(key);
        return next;
      });
      setAnchor(spot);
      return;
    }
    if (!anchor || anchor.listingId !== listing.id) {
      setAnchor(spot);
      return;
    }
    // The first and the last night of a row: add them and everything free between, and ask what to do.
    add(rectangle(rows, anchor, spot, isFree));
    setAnchor(null);
    setEditing(true);
  }
  const onDrag = useCallback(
    (a: Spot, b: Spot) => {
      setSelected((prev) => new Set([...prev, ...rectangle(rows, a, b, isFree)]));
      setAnchor(null);
    },
    [rows, isFree],
  );
  /** A host's block picked: its nights from today (the listing's) on, to change or unblock. */
  function editBlock(listing: GridListing, block: CalendarBlock) {
    const today = listingToday(listing);
    const keys: string[] = [];
    for (let d = block.start_date < today ? today : block.start_date; d < block.end_date; d = addDays(d, 1))
      keys.push(keyOf(listing.id, d));
    setSelected(new Set(keys));
    setEditing(true);
  }
  /** The bulk dialog done with, saved or cancelled: nothing is selected any more. */
  const finish = () => {
    setEditing(false);
    clear();
  };
  const selections = useMemo(() => toSelections(selected), [selected]);
  const isSelected = useCallback((id: number, date: string) => selected.has(keyOf(id, date)), [selected]);

  return {
    anchor,
    /** Forgets the night a range was to start from. */
    dropAnchor: () => setAnchor(null),
    selected,
    selections,
    isSelected,
    onNight,
    onDrag,
    editBlock,
    clear,
    finish,
    editing,
    setEditing,
  };
}
