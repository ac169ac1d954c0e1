import type { GridListing } from '@innkeep/contract/calendar';
import { formatPrice } from '@innkeep/contract/money';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import classes from './multi-grid.module.css';

/** The weekend price button's words: the price once set (the grid and the phone's picker say it alike). */
export const weekendPriceLabel = (l: GridListing) =>
  l.weekend_price === null
    ? 'Weekend price'
    : `Weekend ${formatPrice(l.weekend_price, l.currency, l.currency_symbol)}`;

/** A row's head: the listing's name, its weekend price and a link to its month. */
export function ListingNameCell({
  listing: l,
  onWeekend,
}: {
  listing: GridListing;
  /** Absent for a co-host, who may not set prices. */
  onWeekend?: (() => void) | undefined;
}) {
  return (
    <th scope="row" className={classes.name}>
      <span className={classes.nameText}>{l.draft ? `${l.name} (draft)` : l.name}</span>
      <span className={classes.links}>
        {onWeekend && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={onWeekend}
            aria-label={`Weekend price of ${l.name}`}
          >
            {weekendPriceLabel(l)}
          </Anchor>
        )}
        <Anchor component={Link} to={`/calendar/month?listing=${l.id}`} size="xs">
          Month
        </Anchor>
      </span>
    </th>
  );
}
