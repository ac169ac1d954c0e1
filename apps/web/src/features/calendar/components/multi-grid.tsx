import type { CalendarBlock, CalendarStay, GridListing } from '@innkeep/contract/calendar';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { DATE_HOLDING_STATUSES } from '@innkeep/contract/reservations';
import { Anchor, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { statusColor } from '../../../components/status-badge.tsx';
import type { NightRange } from './block-dialog.tsx';
import classes from './multi-grid.module.css';
import { RuleMark } from './rule-mark.tsx';

const holding = new Set<number>(DATE_HOLDING_STATUSES);
const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export type GridItem = { kind: 'stay'; stay: CalendarStay } | { kind: 'block'; block: CalendarBlock };

type Cell =
  | { kind: 'night'; date: string; index: number }
  | { kind: 'item'; item: GridItem; span: number; first: string; last: string; clash: string | null };

/** The other side of a double booking: a channel stay over a date-holding stay here, or the reverse. */
function clashOf(item: { start: string; end: string; item: GridItem }, all: (typeof item)[]): string | null {
  const other = all.find((x) => x.item.kind !== item.item.kind && x.start < item.end && item.start < x.end);
  if (!other) return null;
  if (other.item.kind === 'stay') return other.item.stay.guest_name;
  return other.item.block.source === 'channel' ? (other.item.block.channel_name ?? 'a channel') : null;
}

/** What a channel's bar says: the channel, and the guest's name the host added or else the channel's summary. */
export const channelBarText = (block: CalendarBlock) =>
  `${block.channel_name}: ${block.guest_name ?? block.note ?? 'stay'}`;

/**
 * A row's cells: a free night is one cell; a date-holding stay or a block is one bar spanning its nights on
 * screen. Stays that hold no dates (inquiries, declined, cancelled) are not drawn: the nights are free.
 */
export function rowCells(listing: GridListing): Cell[] {
  const items: { start: string; end: string; item: GridItem }[] = [
    ...listing.stays
      .filter((s) => holding.has(s.status.id))
      .map((s) => ({ start: s.start_date, end: s.end_date, item: { kind: 'stay', stay: s } as GridItem })),
    ...listing.blocks.map((b) => ({
      start: b.start_date,
      end: b.end_date,
      item: { kind: 'block', block: b } as GridItem,
    })),
  ];
  const cells: Cell[] = [];
  const nights = listing.nights;
  for (let i = 0; i < nights.length; ) {
    const date = nights[i]!.date;
    const covering = items.find((x) => x.start <= date && date < x.end);
    if (!covering) {
      cells.push({ kind: 'night', date, index: i });
      i += 1;
      continue;
    }
    let j = i;
    while (j < nights.length && nights[j]!.date < covering.end) j += 1;
    const clash = clashOf(covering, items);
    cells.push({
      kind: 'item',
      item: covering.item,
      span: j - i,
      first: date,
      last: nights[j - 1]!.date,
      clash,
    });
    i = j;
  }
  return cells;
}

interface MultiGridProps {
  listings: GridListing[];
  days: string[];
  today: string;
  /** The night picked first, waiting for the last. */
  picking: { listingId: number; date: string } | null;
  selection: { listingId: number; range: NightRange } | null;
  /** Phone: one listing, no name column. */
  compact: boolean;
  onNight: (listing: GridListing, date: string) => void;
  onItem: (listing: GridListing, item: GridItem) => void;
  onWeekend: (listing: GridListing) => void;
}

/** Listings as rows, nights as columns: each free night shows its price; stays and blocks are bars. */
export function MultiGrid({
  listings,
  days,
  today,
  picking,
  selection,
  compact,
  onNight,
  onItem,
  onWeekend,
}: MultiGridProps) {
  return (
    <div className={classes.scroller}>
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
        <tbody>
          {listings.map((l) => (
            <tr key={l.id}>
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
                        style={
                          { '--bar-color': `var(--mantine-color-${color}-filled)` } as React.CSSProperties
                        }
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
                  (selection?.listingId === l.id &&
                    selection.range.start <= night.date &&
                    night.date <= selection.range.last) ||
                  (picking?.listingId === l.id && picking.date === night.date);
                // A draft may have no price yet.
                const price = night.price > 0 ? formatPrice(night.price, l.currency, l.currency_symbol) : '—';
                const minimum =
                  night.minimum_nights && night.minimum_nights > 1 ? night.minimum_nights : null;
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
                      onClick={() => onNight(l, night.date)}
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
