import type { GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import { readerToday } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { MAX_RATE_QUERY_NIGHTS, type RateRangeWire } from '@innkeep/contract/rates';
import { Alert, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { useRateRanges } from '../api/rate-ranges.ts';
import { EditRange } from './edit-range-dialog.tsx';
import { RemoveRange } from './remove-range-dialog.tsx';
import { listingToday } from './row-cells.ts';
import { SeasonsTable } from './seasons-table.tsx';

/**
 * A listing's seasons and one-off prices from today on, as a list with edit and remove
 * (docs/requirements/host.md#R-H17): painting over a season is no longer the only way to change it.
 */
export function SeasonsList({ listings, listingId }: { listings: GridListing[]; listingId?: number }) {
  const [picked, setPicked] = useState<number | null>(null);
  const id = listingId ?? picked ?? listings[0]?.id ?? null;
  const listing = listings.find((l) => l.id === id) ?? null;
  // "From today on" at the listing (decision 0115).
  const today = listing ? listingToday(listing) : readerToday();
  const rates = useRateRanges(id, today, addDays(today, MAX_RATE_QUERY_NIGHTS));
  const [editing, setEditing] = useState<RateRangeWire | null>(null);
  const [removing, setRemoving] = useState<RateRangeWire | null>(null);
  const ranges = [...(rates.data?.ranges ?? [])].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const money = (v: number) =>
    listing ? formatPrice(v, listing.currency, listing.currency_symbol) : String(v);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seasons-title">
      <Stack gap="sm">
        <Group justify="space-between" align="end">
          <Title order={2} size="h4" id="seasons-title">
            Seasons and one-off prices
          </Title>
          {listingId === undefined && listings.length > 1 ? (
            <Select
              label="Listing"
              size="sm"
              data={listings.map((l) => ({
                value: String(l.id),
                label: l.draft ? `${l.name} (draft)` : l.name,
              }))}
              value={id === null ? null : String(id)}
              onChange={(v) => v && setPicked(Number(v))}
              allowDeselect={false}
            />
          ) : null}
        </Group>
        {rates.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : rates.isError ? (
          <Alert color="red" role="alert">
            {firstErrorText(rates.error)}
          </Alert>
        ) : ranges.length === 0 ? (
          <Text size="sm" c="dimmed">
            No seasons or one-off prices ahead for {listing?.name}: select nights above to set one.
          </Text>
        ) : (
          <SeasonsTable
            listingName={listing?.name ?? ''}
            ranges={ranges}
            money={money}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        )}
      </Stack>
      <EditRange range={editing} currency={listing?.currency ?? 'EUR'} onClose={() => setEditing(null)} />
      <RemoveRange
        range={removing}
        onClose={() => setRemoving(null)}
        label={removing ? money(removing.price) : ''}
      />
    </Paper>
  );
}
