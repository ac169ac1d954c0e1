import type { GridListing } from '@innkeep/contract/calendar';
import { DoubleBar } from './double-bar.tsx';
import { ItemBar } from './item-bar.tsx';
import { ListingNameCell } from './listing-name-cell.tsx';
import { NightCell } from './night-cell.tsx';
import type { NightDrag } from './night-drag.ts';
import { type GridItem, listingToday, rowCells } from './row-cells.ts';
import type { Spot } from './selection.ts';
import { type GridTask, TaskRow } from './task-row.tsx';

/** What a row takes from the page: the selection, and what a click on a night, a bar or a name does. */
export interface RowActions {
  /** The night a range starts from (the first click, or where a shift-click or drag starts). */
  anchor: Spot | null;
  isSelected: (listingId: number, date: string) => boolean;
  onNight: (listing: GridListing, date: string, how: { shift: boolean; toggle: boolean }) => void;
  onItem: (listing: GridListing, item: GridItem) => void;
  /** Absent for a co-host: weekend prices are the host's (decision 0102). */
  onWeekend?: ((listing: GridListing) => void) | undefined;
}

interface ListingRowProps extends RowActions {
  listing: GridListing;
  days: string[];
  compact: boolean;
  /** The listing's open tasks. */
  tasks: GridTask[];
  drag: NightDrag;
}

/** A listing's row of nights and bars, and the row of its tasks under it when it has any. */
export function ListingRow({
  listing: l,
  days,
  compact,
  tasks,
  drag,
  anchor,
  isSelected,
  onNight,
  onItem,
  onWeekend,
}: ListingRowProps) {
  // Which nights are past is the listing's date (decision 0115), not the host's.
  const today = listingToday(l);
  return (
    <>
      <tr data-draft={l.draft || undefined}>
        {!compact && <ListingNameCell listing={l} onWeekend={onWeekend && (() => onWeekend(l))} />}
        {rowCells(l).map((cell) => {
          if (cell.kind === 'double') {
            return (
              <DoubleBar
                key={`${cell.first}-double`}
                listingId={l.id}
                cell={cell}
                onItem={(item) => onItem(l, item)}
              />
            );
          }
          if (cell.kind === 'item') {
            return <ItemBar key={`${cell.first}-item`} cell={cell} onItem={(item) => onItem(l, item)} />;
          }
          return (
            <NightCell
              key={cell.date}
              listing={l}
              index={cell.index}
              today={today}
              selected={
                isSelected(l.id, cell.date) || (anchor?.listingId === l.id && anchor.date === cell.date)
              }
              drag={drag}
              onNight={(date, how) => onNight(l, date, how)}
            />
          );
        })}
      </tr>
      {tasks.length > 0 ? <TaskRow listing={l} tasks={tasks} days={days} compact={compact} /> : null}
    </>
  );
}
