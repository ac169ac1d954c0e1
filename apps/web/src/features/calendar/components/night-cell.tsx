import type { GridListing } from '@innkeep/contract/calendar';
import { formatDate } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { UnstyledButton } from '@mantine/core';
import classes from './multi-grid.module.css';
import type { NightDrag } from './night-drag.ts';
import { RuleMark } from './rule-mark.tsx';

interface NightCellProps {
  listing: GridListing;
  /** The night's place in the listing's nights. */
  index: number;
  today: string;
  selected: boolean;
  drag: NightDrag;
  onNight: (date: string, how: { shift: boolean; toggle: boolean }) => void;
}

/** A free night: its price and minimum stay, selected by click, shift-click or drag, with its rules' mark. */
export function NightCell({ listing: l, index, today, selected, drag, onNight }: NightCellProps) {
  const night = l.nights[index]!;
  const past = night.date < today;
  // A draft may have no price yet.
  const price = night.price > 0 ? formatPrice(night.price, l.currency, l.currency_symbol) : '—';
  const minimum = night.minimum_nights && night.minimum_nights > 1 ? night.minimum_nights : null;
  const spot = { listingId: l.id, date: night.date };
  return (
    <td className={classes.nightCell}>
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
          drag.start(spot);
        }}
        onPointerEnter={() => drag.over(spot)}
        onClick={(e) => {
          if (drag.endsDrag()) return;
          onNight(night.date, { shift: e.shiftKey, toggle: e.metaKey || e.ctrlKey });
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
}
