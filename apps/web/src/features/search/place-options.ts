import type { PlaceSuggestion } from '@innkeep/contract/search';

export const NO_STAYS_TEXT = 'No stays yet';

/** What a suggestion says under its name: how many stays a search there finds. */
export function staysDescription(stays: number): string {
  if (stays === 0) return NO_STAYS_TEXT;
  return stays === 1 ? '1 stay' : `${stays} stays`;
}

/**
 * The where-field's suggestions: one per label (Porto, Portugal and Porto, Brazil stay apart; of two
 * with the same label, the one with stays is kept), places with stays first, otherwise in the server's order.
 */
export function placeOptions(places: readonly PlaceSuggestion[]): PlaceSuggestion[] {
  const byLabel = new Map<string, PlaceSuggestion>();
  for (const place of places) {
    const kept = byLabel.get(place.label);
    if (!kept || place.stays > kept.stays) byLabel.set(place.label, place);
  }
  const unique = [...byLabel.values()];
  return [...unique.filter((p) => p.stays > 0), ...unique.filter((p) => p.stays === 0)];
}
