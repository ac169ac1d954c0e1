import type { ListingCard } from '@innkeep/contract/search';

/** What the results map shows: its south-west and north-east corners. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The stays the map's area holds, by the point each card shows (the public area's centre, never the address).
 * A stay with no point cannot be placed: it stays in the list.
 */
export function staysInArea(cards: ListingCard[], area: MapArea | null): ListingCard[] {
  if (!area) return cards;
  return cards.filter((c) => {
    if (c.lat === null || c.lng === null) return true;
    const inLng =
      area.west <= area.east
        ? c.lng >= area.west && c.lng <= area.east
        : c.lng >= area.west || c.lng <= area.east;
    return c.lat >= area.south && c.lat <= area.north && inLng;
  });
}
