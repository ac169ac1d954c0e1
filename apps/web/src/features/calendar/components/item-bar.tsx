import { formatDate } from '@innkeep/contract/dates';
import { UnstyledButton } from '@mantine/core';
import { statusColor } from '../../../components/status-badge.tsx';
import classes from './multi-grid.module.css';
import { type Cell, channelBarText, type GridItem } from './row-cells.ts';

/** A stay, a host's block or a channel's stay as one bar over its nights, marked when it overlaps another. */
export function ItemBar({
  cell,
  onItem,
}: {
  cell: Extract<Cell, { kind: 'item' }>;
  onItem: (item: GridItem) => void;
}) {
  const { item, clash } = cell;
  const text =
    item.kind === 'stay'
      ? item.stay.guest_name
      : item.block.source === 'host'
        ? item.block.note || 'Blocked'
        : channelBarText(item.block);
  const dates = `${formatDate(cell.first)} to ${formatDate(cell.last)}`;
  const detail =
    item.kind === 'stay'
      ? `${dates} (${item.stay.status.name})`
      : item.block.source === 'host'
        ? `blocked, ${dates}`
        : `${item.block.note ?? 'stay'} from ${item.block.channel_name}, ${dates}`;
  // The visible text first (WCAG 2.5.3); a double booking says so in words and with a mark.
  const label = `${clash ? 'Double booked: ' : ''}${text}, ${detail}${clash ? `, overlaps ${clash}` : ''}`;
  const color =
    item.kind === 'stay' ? statusColor(item.stay.status.id) : item.block.source === 'host' ? 'dark' : 'grape';
  return (
    <td colSpan={cell.span} className={classes.itemCell}>
      <UnstyledButton
        className={classes.bar}
        data-kind={item.kind === 'stay' ? 'stay' : item.block.source}
        data-clash={clash ? true : undefined}
        style={{ '--bar-color': `var(--mantine-color-${color}-filled)` } as React.CSSProperties}
        aria-label={label}
        title={label}
        onClick={() => onItem(item)}
      >
        {clash ? (
          <>
            <span aria-hidden="true">⚠ </span>Double booked:{' '}
          </>
        ) : null}
        {text}
      </UnstyledButton>
    </td>
  );
}
