import type { NightItem } from './month-days.ts';

/** Mantine colour and fill of an item in the grid and the legend: stays in their status colour (docs/requirements/wire.md#R-W8). */
export function itemColor(
  item: NightItem,
  statusColor: (id: number) => string,
  holds: (id: number) => boolean,
) {
  if (item.kind === 'block') {
    return item.block.source === 'host'
      ? { color: 'dark', filled: true, striped: true }
      : { color: 'grape', filled: true, striped: true };
  }
  return { color: statusColor(item.stay.status.id), filled: holds(item.stay.status.id), striped: false };
}

/** What an item says, in a cell and to a screen reader. */
export function itemLabel(item: NightItem): string {
  if (item.kind === 'stay') return `${item.stay.guest_name} (${item.stay.status.name})`;
  if (item.block.source === 'channel')
    return `${item.block.channel_name}${item.block.note ? `: ${item.block.note}` : ''}`;
  return item.block.note ? `Blocked: ${item.block.note}` : 'Blocked';
}
