import type { GridListing } from '@innkeep/contract/calendar';
import { useCallback, useMemo } from 'react';
import { freeNightsOf, listingToday } from '../components/row-cells.ts';

/**
 * The listings the multi-calendar shows as rows: published first, drafts apart below them; on a phone only the
 * one picked (`listingId`, else the first). `isFree` says which of a row's nights can be selected.
 */
export function useGridRows(
  data: { listings: GridListing[] } | undefined,
  listingId: number,
  phone: boolean,
) {
  const listings = useMemo(() => data?.listings ?? [], [data]);
  const shown = listings.find((l) => l.id === listingId) ?? listings[0];
  // Published rows first, drafts apart below them: the order a drag across rows follows.
  const ordered = useMemo(
    () => [...listings.filter((l) => !l.draft), ...listings.filter((l) => l.draft)],
    [listings],
  );
  const rows = phone && shown ? [shown] : ordered;
  // A night is past by its listing's date (decision 0115); a new day there reads the free nights again.
  const todays = listings.map(listingToday).join(' ');
  const free = useMemo(() => {
    const dates = todays.split(' ');
    return new Map(listings.map((l, i) => [l.id, freeNightsOf(l, dates[i] ?? '')]));
  }, [listings, todays]);
  const isFree = useCallback((l: GridListing, date: string) => free.get(l.id)?.has(date) ?? false, [free]);
  return { listings, shown, ordered, rows, isFree };
}
