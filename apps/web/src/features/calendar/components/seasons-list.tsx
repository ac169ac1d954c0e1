import type { GridListing } from '@innkeep/contract/calendar';
import { addDays, formatStayRange } from '@innkeep/contract/dates';
import { formatPrice } from '@innkeep/contract/money';
import { MAX_RATE_QUERY_NIGHTS, type RateRangeWire } from '@innkeep/contract/rates';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { useDeleteRate, useRateRanges, useUpdateRate } from '../api/rate-ranges.ts';
import { MINIMUM_STAY_INPUT, priceInput } from './night-inputs.ts';

/**
 * A listing's seasons and one-off prices from today on, as a list with edit and remove
 * (docs/requirements/host.md#R-H17): painting over a season is no longer the only way to change it.
 */
export function SeasonsList({
  listings,
  today,
  listingId,
}: {
  listings: GridListing[];
  today: string;
  listingId?: number;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const id = listingId ?? picked ?? listings[0]?.id ?? null;
  const listing = listings.find((l) => l.id === id) ?? null;
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
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={`Seasons and one-off prices of ${listing?.name ?? ''}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nights</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Min. stay</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ranges.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {formatStayRange(r.start_date, r.end_date)}
                      <Text size="xs" c="dimmed">
                        {r.source === 'season' ? 'Season' : 'One-off'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{money(r.price)}</Table.Td>
                    <Table.Td>{r.minimum_nights ? `${r.minimum_nights} nights` : "Listing's"}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setEditing(r)}
                          aria-label={`Edit ${formatStayRange(r.start_date, r.end_date)}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(r)}
                          aria-label={`Remove ${formatStayRange(r.start_date, r.end_date)}`}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

function EditRange({
  range,
  currency,
  onClose,
}: {
  range: RateRangeWire | null;
  currency: string;
  onClose: () => void;
}) {
  const update = useUpdateRate();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [price, setPrice] = useState<string | number>('');
  const [minimum, setMinimum] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!range) return;
    setStart(range.start_date);
    setEnd(range.end_date);
    setPrice(range.price);
    setMinimum(range.minimum_nights ?? '');
    setError(null);
  }, [range]);
  const save = () => {
    if (!range) return;
    setError(null);
    update.mutate(
      {
        id: range.id,
        start_date: start,
        end_date: end,
        price: Number(price),
        minimum_nights: minimum === '' ? null : Number(minimum),
      },
      { onSuccess: onClose, onError: (e) => setError(firstErrorText(e)) },
    );
  };
  return (
    <Modal opened={range !== null} onClose={onClose} title="Edit prices" centered>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert" title="Not saved">
            {error}
          </Alert>
        ) : null}
        <Group grow>
          <TextInput
            type="date"
            label="First night"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Check-out day"
            description="The day after the last night"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </Group>
        <Group grow align="end">
          <NumberInput label="Price per night" value={price} onChange={setPrice} {...priceInput(currency)} />
          <NumberInput
            label="Minimum stay"
            value={minimum}
            onChange={setMinimum}
            {...MINIMUM_STAY_INPUT}
            placeholder="Listing's"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RemoveRange({
  range,
  label,
  onClose,
}: {
  range: RateRangeWire | null;
  label: string;
  onClose: () => void;
}) {
  const remove = useDeleteRate();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={range !== null} onClose={close} title="Remove these prices?" centered>
      {range ? (
        <Stack gap="sm">
          <Text size="sm">
            {formatStayRange(range.start_date, range.end_date)} at {label} goes; those nights take the price
            under it (another season, the weekend price or the listing's price). Booked stays keep theirs.
          </Text>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(range.id, { onSuccess: close, onError: (e) => setError(firstErrorText(e)) })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
