import type { GridListing } from '@innkeep/contract/calendar';
import type { BulkSelection } from '@innkeep/contract/calendar-bulk';
import { runsOf } from '@innkeep/contract/calendar-bulk';

/**
 * The nights a host has selected on the multi-calendar (docs/requirements/host.md#R-H17): a set of
 * `listingId:date` keys, across rows, built by clicks, shift-clicks and drags.
 */
export type Selection = ReadonlySet<string>;
export const keyOf = (listingId: number, date: string) => `${listingId}:${date}`;

/** A point of the grid: a listing's row and a night. */
export interface Spot {
  listingId: number;
  date: string;
}

/**
 * The free nights of the rectangle between two spots: the rows between them (in the order shown) and the
 * nights between them; nights under a stay or a block, and past nights, are left out.
 */
export function rectangle(
  rows: readonly GridListing[],
  a: Spot,
  b: Spot,
  isFree: (l: GridListing, date: string) => boolean,
): string[] {
  const ia = rows.findIndex((l) => l.id === a.listingId);
  const ib = rows.findIndex((l) => l.id === b.listingId);
  if (ia < 0 || ib < 0) return [];
  const [from, to] = a.date <= b.date ? [a.date, b.date] : [b.date, a.date];
  const keys: string[] = [];
  for (const l of rows.slice(Math.min(ia, ib), Math.max(ia, ib) + 1)) {
    for (const n of l.nights)
      if (n.date >= from && n.date <= to && isFree(l, n.date)) keys.push(keyOf(l.id, n.date));
  }
  return keys;
}

/** The selection as the bulk edit's ranges: one per run of consecutive nights of a listing. */
export function toSelections(selection: Selection): BulkSelection[] {
  const byListing = new Map<number, string[]>();
  for (const key of selection) {
    const [id, date] = key.split(':') as [string, string];
    byListing.set(Number(id), [...(byListing.get(Number(id)) ?? []), date]);
  }
  return [...byListing]
    .sort(([a], [b]) => a - b)
    .flatMap(([listing_id, dates]) =>
      runsOf(dates.sort()).map((r) => ({ listing_id, start_date: r.start, end_date: r.end })),
    );
}

/** Whether the host's own blocks (not a channel's) overlap any selected nights of these listings. */
export function hasHostBlockIn(
  listings: readonly GridListing[],
  selections: readonly BulkSelection[],
): boolean {
  return listings.some((l) =>
    l.blocks.some(
      (b) =>
        b.source === 'host' &&
        selections.some(
          (s) => s.listing_id === l.id && b.start_date < s.end_date && b.end_date > s.start_date,
        ),
    ),
  );
}
