import { formatDate } from '@innkeep/contract/dates';
import { UnstyledButton } from '@mantine/core';
import classes from './multi-grid.module.css';
import { type Cell, type GridItem, whoOf } from './row-cells.ts';

/** Nights two stays sell at once: one bar naming both guests, opening the stay here (or the first). */
export function DoubleBar({
  listingId,
  cell,
  onItem,
}: {
  listingId: number;
  cell: Extract<Cell, { kind: 'double' }>;
  onItem: (item: GridItem) => void;
}) {
  const names = cell.items.map(whoOf).join(' and ');
  const dates = `${formatDate(cell.first)} to ${formatDate(cell.last)}`;
  const label = `Double booked: ${names}, ${dates}`;
  const stay = cell.items.find((x) => x.kind === 'stay') ?? cell.items[0]!;
  return (
    <td colSpan={cell.span} className={classes.itemCell}>
      <UnstyledButton
        className={classes.bar}
        data-kind="double"
        data-clash
        data-testid={`double-${listingId}-${cell.first}`}
        aria-label={label}
        title={label}
        onClick={() => onItem(stay)}
      >
        <span aria-hidden="true">⚠ </span>Double booked: {names}
      </UnstyledButton>
    </td>
  );
}
