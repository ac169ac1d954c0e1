import type { CalendarBlock, CalendarStay, GridListing } from '@innkeep/contract/calendar';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { todayIn } from '@innkeep/contract/time-zones';

const holding = new Set<number>(DATE_HOLDING_STATUSES);

export type GridItem = { kind: 'stay'; stay: CalendarStay } | { kind: 'block'; block: CalendarBlock };

export type Cell =
  | { kind: 'night'; date: string; index: number }
  | { kind: 'item'; item: GridItem; span: number; first: string; last: string; clash: string | null }
  /** Nights sold twice: two stays, or a stay and a channel's stay (docs/requirements/host.md#R-H17). */
  | { kind: 'double'; items: GridItem[]; span: number; first: string; last: string };

type Placed = { start: string; end: string; item: GridItem; key: string };

/** A guest is there: a date-holding stay here or a channel's stay (a host's own block sells nothing). */
const sells = (x: Placed) => x.item.kind === 'stay' || x.item.block.source === 'channel';
export const whoOf = (item: GridItem) =>
  item.kind === 'stay' ? item.stay.guest_name : (item.block.channel_name ?? 'a channel');

/** The other side of a double booking: another stay overlapping this one, here or from a channel. */
function clashOf(item: Placed, all: Placed[]): string | null {
  if (!sells(item)) return null;
  const other = all.find((x) => x.key !== item.key && sells(x) && x.start < item.end && item.start < x.end);
  return other ? whoOf(other.item) : null;
}

/** What a channel's bar says: the channel, and the guest's name the host added or else the channel's summary. */
export const channelBarText = (block: CalendarBlock) =>
  `${block.channel_name}: ${block.guest_name ?? block.note ?? 'stay'}`;

/**
 * A row's cells: a free night is one cell; a date-holding stay or a block is one bar spanning its nights on
 * screen; nights two stays hold at once are a "double booked" cell of their own, so the mark sits on those
 * nights. Stays that hold no dates (inquiries, declined, cancelled) are not drawn: the nights are free.
 */
export function rowCells(listing: GridListing): Cell[] {
  const items: Placed[] = [
    ...listing.stays
      .filter((s) => holding.has(s.status.id))
      .map((s) => ({
        start: s.start_date,
        end: s.end_date,
        item: { kind: 'stay', stay: s } as GridItem,
        key: `s${s.id}`,
      })),
    ...listing.blocks.map((b) => ({
      start: b.start_date,
      end: b.end_date,
      item: { kind: 'block', block: b } as GridItem,
      key: `b${b.id}`,
    })),
  ];
  const nights = listing.nights;
  // What each night shows: nothing, one item, or the stays selling it twice.
  const shown = nights.map(({ date }) => {
    const covering = items.filter((x) => x.start <= date && date < x.end);
    const selling = covering.filter(sells);
    if (selling.length > 1) return { key: `d${selling.map((x) => x.key).join()}`, items: selling };
    const one = selling[0] ?? covering[0];
    return one ? { key: one.key, items: [one] } : null;
  });
  const cells: Cell[] = [];
  for (let i = 0; i < nights.length; ) {
    const here = shown[i];
    const date = nights[i]!.date;
    if (!here) {
      cells.push({ kind: 'night', date, index: i });
      i += 1;
      continue;
    }
    let j = i;
    while (j < nights.length && shown[j]?.key === here.key) j += 1;
    const last = nights[j - 1]!.date;
    if (here.items.length > 1) {
      cells.push({ kind: 'double', items: here.items.map((x) => x.item), span: j - i, first: date, last });
    } else {
      const one = here.items[0]!;
      cells.push({
        kind: 'item',
        item: one.item,
        span: j - i,
        first: date,
        last,
        clash: clashOf(one, items),
      });
    }
    i = j;
  }
  return cells;
}

/** The listing's date now: its nights before it are past (decision 0115), whatever the host's own date. */
export const listingToday = (listing: Pick<GridListing, 'time_zone'>): string => todayIn(listing.time_zone);

/** A row's nights that can be selected: free (no bar over them) and not past. */
export function freeNightsOf(listing: GridListing, today: string): Set<string> {
  return new Set(rowCells(listing).flatMap((c) => (c.kind === 'night' && c.date >= today ? [c.date] : [])));
}
