import type { Tx } from '../../db/client.ts';

/**
 * Listeners told that a listing's imported stays may have changed (a sync applied, a feed removed), in that
 * transaction: modules above (tasks) follow channel stays without this module importing them, as
 * `onStayChange` does for reservations (decision 0103).
 */
export type ChannelStaysListener = (tx: Tx, listingId: number) => Promise<void>;
const listeners = new Set<ChannelStaysListener>();

export function addChannelStaysListener(listener: ChannelStaysListener): void {
  listeners.add(listener);
}

export async function channelStaysChanged(tx: Tx, listingId: number): Promise<void> {
  for (const listener of listeners) await listener(tx, listingId);
}
