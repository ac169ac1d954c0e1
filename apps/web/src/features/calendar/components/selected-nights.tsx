import type { GridListing } from '@innkeep/contract/calendar';
import type { BulkSelection } from '@innkeep/contract/calendar-bulk';
import { formatStayRange } from '@innkeep/contract/dates';
import { List, Text } from '@mantine/core';

const nightsIn = (s: BulkSelection) =>
  Math.round((Date.parse(s.end_date) - Date.parse(s.start_date)) / 86_400_000);

/** How many nights of how many listings are selected, and which: each of the `listings` with its ranges. */
export function SelectedNights({
  listings,
  selections,
}: {
  listings: GridListing[];
  selections: BulkSelection[];
}) {
  const nights = selections.reduce((n, s) => n + nightsIn(s), 0);
  const count = new Set(selections.map((s) => s.listing_id)).size;
  return (
    <>
      <Text fw={600}>
        {nights} {nights === 1 ? 'night' : 'nights'} · {count} {count === 1 ? 'listing' : 'listings'}
      </Text>
      <List size="sm" spacing={2} aria-label="Nights selected">
        {listings.map((l) => (
          <List.Item key={l.id}>
            <b>{l.name}</b>:{' '}
            {selections
              .filter((s) => s.listing_id === l.id)
              .map((s) => formatStayRange(s.start_date, s.end_date))
              .join('; ')}
          </List.Item>
        ))}
      </List>
    </>
  );
}
