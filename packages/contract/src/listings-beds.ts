/**
 * One bed list and half bathrooms (docs/requirements/host.md#R-H25, R-H26; decision 0094). The Bed types
 * entries are the listing's beds; `number_of_beds` is their total. Shared by the form, the server and pages.
 */

/** The beds of a bed list: the sum of its entries' quantities. */
export function bedsInList(rooms: readonly { quantity: number }[]): number {
  return rooms.reduce((sum, r) => sum + r.quantity, 0);
}

/** The publish error on `number_of_beds` when the stated count is not the list's total. */
export const bedCountMessage = (listed: number) =>
  `Number of beds must match the Bed types list, which has ${listed} bed${listed === 1 ? '' : 's'}`;

/**
 * The count to store: the host's own, else (blank) the list's total; null without either. A published
 * listing's stated count already equals the total (the publish rule), so both agree once published.
 */
export function bedCountToStore(stated: number | undefined, rooms: readonly { quantity: number }[]) {
  if (stated !== undefined) return stated;
  return rooms.length > 0 ? bedsInList(rooms) : null;
}

/** Bathrooms come in whole or half steps: a half bathroom (toilet and basin) counts 0.5. */
export const BATHROOM_STEP = 0.5;
export const isHalfStep = (n: number) => Number.isInteger(n / BATHROOM_STEP);

/** "1 bath", "1.5 baths", "2 baths": how pages name a listing's bathrooms. */
export function formatBathrooms(n: number): string {
  return `${n} ${n === 1 ? 'bath' : 'baths'}`;
}
