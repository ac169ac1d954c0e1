import type { CalendarBlock, CalendarStay, GridListing } from '@innkeep/contract/calendar';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import type { Task } from '@innkeep/contract/tasks';
import { Anchor, UnstyledButton } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { statusColor } from '../../../components/status-badge.tsx';
import classes from './multi-grid.module.css';
import { RuleMark } from './rule-mark.tsx';
import type { Spot } from './selection.ts';

const holding = new Set<number>(DATE_HOLDING_STATUSES);
const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export type GridItem = { kind: 'stay'; stay: CalendarStay } | { kind: 'block'; block: CalendarBlock };

type Cell =
  | { kind: 'night'; date: string; index: number }
  | { kind: 'item'; item: GridItem; span: number; first: string; last: string; clash: string | null }
  /** Nights sold twice: two stays, or a stay and a channel's stay (docs/requirements/host.md#R-H17). */
  | { kind: 'double'; items: GridItem[]; span: number; first: string; last: string };

type Placed = { start: string; end: string; item: GridItem; key: string };

/** A guest is there: a date-holding stay here or a channel's stay (a host's own block sells nothing). */
const sells = (x: Placed) => x.item.kind === 'stay' || x.item.block.source === 'channel';
const whoOf = (item: GridItem) =>
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

/** A row's nights that can be selected: free (no bar over them) and not past. */
export function freeNightsOf(listing: GridListing, today: string): Set<string> {
  return new Set(rowCells(listing).flatMap((c) => (c.kind === 'night' && c.date >= today ? [c.date] : [])));
}

/** A task as the grid shows it on its day (decision 0103). */
export type GridTask = Pick<
  Task,
  'id' | 'listing_id' | 'kind' | 'title' | 'due_date' | 'status' | 'assignee_name' | 'channel_name'
>;

interface MultiGridProps {
  listings: GridListing[];
  days: string[];
  today: string;
  /** The night a range starts from (the first click, or where a shift-click or drag starts). */
  anchor: Spot | null;
  isSelected: (listingId: number, date: string) => boolean;
  /** Phone: one listing, no name column. */
  compact: boolean;
  /** Open tasks by listing, shown on a row of their own under the listing's nights. */
  tasks: ReadonlyMap<number, GridTask[]>;
  onNight: (listing: GridListing, date: string, how: { shift: boolean; toggle: boolean }) => void;
  /** A mouse drag over nights, across rows: from where the button went down to where it is. */
  onDrag: (from: Spot, to: Spot) => void;
  onItem: (listing: GridListing, item: GridItem) => void;
  onWeekend: (listing: GridListing) => void;
}

const taskText = (t: GridTask) =>
  `${t.kind === 'turnover' ? 'Turnover' : (t.title ?? t.kind)}${t.channel_name ? ` after the ${t.channel_name} stay` : ''} · ${t.assignee_name ?? 'unassigned'}`;

/**
 * Listings as rows, nights as columns: each free night shows its price; stays and blocks are bars. Published
 * listings first, drafts apart below them. Nights are selected by click, shift-click or a mouse drag, on as
 * many rows as wanted (docs/requirements/host.md#R-H17).
 */
export function MultiGrid({
  listings,
  days,
  today,
  anchor,
  isSelected,
  compact,
  tasks,
  onNight,
  onDrag,
  onItem,
  onWeekend,
}: MultiGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<{ from: Spot; to: Spot; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  // Paging keeps the first night in view: a scrolled table starts again from its first column.
  const first = days[0];
  useEffect(() => {
    if (first && scroller.current) scroller.current.scrollLeft = 0;
  }, [first]);
  useEffect(() => {
    const up = () => {
      const d = drag.current;
      drag.current = null;
      if (d?.moved) {
        suppressClick.current = true;
        onDrag(d.from, d.to);
      }
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [onDrag]);

  const published = listings.filter((l) => !l.draft);
  const drafts = listings.filter((l) => l.draft);
  const columns = days.length + (compact ? 0 : 1);

  const row = (l: GridListing) => {
    const own = tasks.get(l.id) ?? [];
    return (
      <Fragment key={l.id}>
        <tr data-draft={l.draft || undefined}>
          {!compact && (
            <th scope="row" className={classes.name}>
              <span className={classes.nameText}>{l.draft ? `${l.name} (draft)` : l.name}</span>
              <span className={classes.links}>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onWeekend(l)}
                  aria-label={`Weekend price of ${l.name}`}
                >
                  {l.weekend_price === null
                    ? 'Weekend price'
                    : `Weekend ${formatPrice(l.weekend_price, l.currency, l.currency_symbol)}`}
                </Anchor>
                <Anchor component={Link} to={`/calendar/month?listing=${l.id}`} size="xs">
                  Month
                </Anchor>
              </span>
            </th>
          )}
          {rowCells(l).map((cell) => {
            if (cell.kind === 'double') {
              const names = cell.items.map(whoOf).join(' and ');
              const dates = `${formatDate(cell.first)} to ${formatDate(cell.last)}`;
              const label = `Double booked: ${names}, ${dates}`;
              const stay = cell.items.find((x) => x.kind === 'stay') ?? cell.items[0]!;
              return (
                <td key={`${cell.first}-double`} colSpan={cell.span} className={classes.itemCell}>
                  <UnstyledButton
                    className={classes.bar}
                    data-kind="double"
                    data-clash
                    data-testid={`double-${l.id}-${cell.first}`}
                    aria-label={label}
                    title={label}
                    onClick={() => onItem(l, stay)}
                  >
                    <span aria-hidden="true">⚠ </span>Double booked: {names}
                  </UnstyledButton>
                </td>
              );
            }
            if (cell.kind === 'item') {
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
                item.kind === 'stay'
                  ? statusColor(item.stay.status.id)
                  : item.block.source === 'host'
                    ? 'dark'
                    : 'grape';
              return (
                <td key={`${cell.first}-item`} colSpan={cell.span} className={classes.itemCell}>
                  <UnstyledButton
                    className={classes.bar}
                    data-kind={item.kind === 'stay' ? 'stay' : item.block.source}
                    data-clash={clash ? true : undefined}
                    style={{ '--bar-color': `var(--mantine-color-${color}-filled)` } as React.CSSProperties}
                    aria-label={label}
                    title={label}
                    onClick={() => onItem(l, item)}
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
            const night = l.nights[cell.index]!;
            const past = night.date < today;
            const selected =
              isSelected(l.id, night.date) || (anchor?.listingId === l.id && anchor.date === night.date);
            // A draft may have no price yet.
            const price = night.price > 0 ? formatPrice(night.price, l.currency, l.currency_symbol) : '—';
            const minimum = night.minimum_nights && night.minimum_nights > 1 ? night.minimum_nights : null;
            const spot = { listingId: l.id, date: night.date };
            return (
              <td key={night.date} className={classes.nightCell}>
                <UnstyledButton
                  className={classes.night}
                  data-source={night.source}
                  data-selected={selected || undefined}
                  disabled={past}
                  aria-pressed={selected}
                  // The visible text first, word for word (WCAG 2.5.3, axe's label-content-name-mismatch).
                  aria-label={`${price}${minimum ? ` ${minimum}n min` : ''}: ${l.name}, ${formatDate(night.date)}, free${night.source === 'base' ? '' : ` (${night.source})`}${minimum ? `, minimum ${minimum} nights` : ''}`}
                  data-testid={`night-${l.id}-${night.date}`}
                  onPointerDown={(e) => {
                    // A mouse drag selects; on a touch screen the finger scrolls the grid instead.
                    if (e.pointerType !== 'mouse' || e.button !== 0 || past) return;
                    drag.current = { from: spot, to: spot, moved: false };
                  }}
                  onPointerEnter={() => {
                    const d = drag.current;
                    if (!d) return;
                    d.to = spot;
                    d.moved = d.moved || d.from.listingId !== l.id || d.from.date !== night.date;
                  }}
                  onClick={(e) => {
                    if (suppressClick.current) {
                      suppressClick.current = false;
                      return;
                    }
                    onNight(l, night.date, { shift: e.shiftKey, toggle: e.metaKey || e.ctrlKey });
                  }}
                >
                  <span className={classes.price}>{price}</span>
                  {minimum ? (
                    <>
                      {' '}
                      <span className={classes.min}>{minimum}n min</span>
                    </>
                  ) : null}
                </UnstyledButton>
                {past ? null : <RuleMark listing={l} date={night.date} today={today} />}
              </td>
            );
          })}
        </tr>
        {own.length > 0 ? (
          <tr className={classes.taskRow} data-testid={`tasks-${l.id}`}>
            {!compact && (
              <th scope="row" className={classes.taskHead}>
                {/* Only "Tasks": the row under the listing's says whose, and a search by name finds one row. */}
                <span className={classes.nameText}>Tasks</span>
              </th>
            )}
            {days.map((d) => {
              const due = own.filter((t) => t.due_date === d);
              return (
                <td key={d} className={classes.taskCell}>
                  {due.map((t) => (
                    <span
                      key={t.id}
                      className={classes.task}
                      data-unassigned={t.assignee_name === null || undefined}
                      data-done={t.status === 'done' || undefined}
                      title={`${taskText(t)}, ${l.name}, ${formatDate(d)}${t.status === 'done' ? ', done' : ''}`}
                    >
                      {/* Two short lines fit a night's column: what, then who. */}
                      <span className={classes.taskLine}>
                        {t.status === 'done' ? '✓ ' : ''}
                        {t.kind === 'turnover' ? 'Turnover' : (t.title ?? t.kind)}
                      </span>
                      <span className={classes.taskSep}> · </span>
                      <span className={classes.taskLine}>{t.assignee_name ?? 'unassigned'}</span>
                    </span>
                  ))}
                </td>
              );
            })}
          </tr>
        ) : null}
      </Fragment>
    );
  };

  return (
    <div className={classes.scroller} ref={scroller}>
      <table
        className={classes.table}
        data-compact={compact || undefined}
        aria-label={compact ? 'Calendar of the listing' : 'Calendar of all listings'}
      >
        <thead>
          <tr>
            {!compact && <th className={classes.corner}>Listing</th>}
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                className={classes.dayHead}
                data-today={d === today || undefined}
                data-weekend={[5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || undefined}
              >
                <span className={classes.weekday}>{weekday(d)}</span>
                <span>{dayOfMonth(d)}</span>
              </th>
            ))}
          </tr>
        </thead>
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
