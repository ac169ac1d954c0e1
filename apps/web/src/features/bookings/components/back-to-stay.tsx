import type { GuestReservation } from '@innkeep/contract/payments';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from a stay that cannot be paid: the listing, with the same dates and guests to try again. */
export function BackToStay({ reservation: r }: { reservation: GuestReservation }) {
  const query = new URLSearchParams({ start: r.start_date, end: r.end_date, guests: String(r.guests) });
  return (
    <Anchor component={Link} to={`/stays/${r.listing.id}?${query}`} mt="xs" display="inline-block" fw={600}>
      Back to {r.listing.external_listing_name}
    </Anchor>
  );
}
