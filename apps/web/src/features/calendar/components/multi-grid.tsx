import type { GridListing } from '@innkeep/contract/calendar';
import { useEffect, useRef } from 'react';
import { DayHeads } from './day-heads.tsx';
import { ListingRow, type RowActions } from './listing-row.tsx';
import classes from './multi-grid.module.css';
import { useNightDrag } from './night-drag.ts';
import type { Spot } from './selection.ts';
import type { GridTask } from './task-row.tsx';

interface MultiGridProps extends RowActions {
  listings: GridListing[];
  days: string[];
  /** The host's date, marked in the head; each row's past is its own listing's date. */
  today: string;
  /** Phone: one listing, no name column. */
  compact: boolean;
  /** Open tasks by listing, shown on a row of their own under the listing's nights. */
  tasks: ReadonlyMap<number, GridTask[]>;
  /** A mouse drag over nights, across rows: from where the button went down to where it is. */
  onDrag: (from: Spot, to: Spot) => void;
}

/**
 * Listings as rows, nights as columns: each free night shows its price; stays and blocks are bars. Published
 * listings first, drafts apart below them. Nights are selected by click, shift-click or a mouse drag, on as
 * many rows as wanted (docs/requirements/host.md#R-H17).
 */
export function MultiGrid({ listings, days, today, compact, tasks, onDrag, ...actions }: MultiGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Paging keeps the first night in view: a scrolled table starts again from its first column.
  const first = days[0];
  useEffect(() => {
    if (first && scroller.current) scroller.current.scrollLeft = 0;
  }, [first]);
  const drag = useNightDrag(onDrag);

  const published = listings.filter((l) => !l.draft);
  const drafts = listings.filter((l) => l.draft);
  const columns = days.length + (compact ? 0 : 1);

  const row = (l: GridListing) => (
    <ListingRow
      key={l.id}
      listing={l}
      days={days}
      compact={compact}
      tasks={tasks.get(l.id) ?? []}
      drag={drag}
      {...actions}
    />
  );

  return (
    <div className={classes.scroller} ref={scroller}>
      <table
        className={classes.table}
        data-compact={compact || undefined}
        aria-label={compact ? 'Calendar of the listing' : 'Calendar of all listings'}
      >
        <DayHeads days={days} today={today} compact={compact} />
        <tbody>{published.map(row)}</tbody>
        {drafts.length > 0 ? (
          <tbody aria-label="Drafts">
            {!compact || published.length > 0 ? (
              <tr>
                <th colSpan={columns} scope="rowgroup" className={classes.groupHead}>
                  Drafts · not bookable until published
                </th>
              </tr>
            ) : null}
            {drafts.map(row)}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
