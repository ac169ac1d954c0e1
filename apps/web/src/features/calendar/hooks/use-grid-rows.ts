import type { GridListing } from '@innkeep/contract/calendar';
import { useCallback, useMemo } from 'react';
import { freeNightsOf } from '../components/row-cells.ts';

/**
 * The listings the multi-calendar shows as rows: published first, drafts apart below them; on a phone only the
 * one picked (`listingId`, else the first). `isFree` says which of a row's nights can be selected.
 */
export function useGridRows(
  data: { listings: GridListing[] } | undefined,
  listingId: number,
  phone: boolean,
  today: string,
) {
  const listings = useMemo(() => data?.listings ?? [], [data]);
  const shown = listings.find((l) => l.id === listingId) ?? listings[0];
  // Published rows first, drafts apart below them: the order a drag across rows follows.
  const ordered = useMemo(
    () => [...listings.filter((l) => !l.draft), ...listings.filter((l) => l.draft)],
    [listings],
  );
  const rows = phone && shown ? [shown] : ordered;
  const free = useMemo(() => new Map(listings.map((l) => [l.id, freeNightsOf(l, today)])), [listings, today]);
  const isFree = useCallback((l: GridListing, date: string) => free.get(l.id)?.has(date) ?? false, [free]);
  return { listings, shown, ordered, rows, isFree };
}
