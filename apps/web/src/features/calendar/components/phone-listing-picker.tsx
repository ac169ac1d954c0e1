import type { GridListing } from '@innkeep/contract/calendar';
import { Anchor, Button, Group, Select } from '@mantine/core';
import { Link } from 'react-router';
import { weekendPriceLabel } from './listing-name-cell.tsx';

interface PhoneListingPickerProps {
  listings: GridListing[];
  /** The listing the phone's grid shows. */
  shown: GridListing | undefined;
  onListing: (id: string) => void;
  /** Absent for a co-host, who may not set prices. */
  onWeekend?: ((listing: GridListing) => void) | undefined;
}

/** On a phone the grid shows one listing: which one, its weekend price and its month. */
export function PhoneListingPicker({ listings, shown, onListing, onWeekend }: PhoneListingPickerProps) {
  return (
    <>
      {listings.length > 0 ? (
        <Select
          label="Listing"
          data={[
            {
              group: 'Published',
              items: listings.filter((l) => !l.draft).map((l) => ({ value: String(l.id), label: l.name })),
            },
            {
              group: 'Drafts',
              items: listings
                .filter((l) => l.draft)
                .map((l) => ({ value: String(l.id), label: `${l.name} (draft)` })),
            },
          ].filter((g) => g.items.length > 0)}
          value={shown ? String(shown.id) : null}
          onChange={(v) => v && onListing(v)}
          allowDeselect={false}
        />
      ) : null}
      {shown ? (
        <Group gap="sm">
          {onWeekend && (
            <Button variant="light" size="xs" onClick={() => onWeekend(shown)}>
              {weekendPriceLabel(shown)}
            </Button>
          )}
          <Anchor component={Link} to={`/calendar/month?listing=${shown.id}`} size="sm">
            Month view
          </Anchor>
        </Group>
      ) : null}
    </>
  );
}
