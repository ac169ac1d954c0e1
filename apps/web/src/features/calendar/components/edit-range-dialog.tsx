import type { RateRangeWire } from '@innkeep/contract/rates';
import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { useUpdateRate } from '../api/rate-ranges.ts';
import { hasIssue, MINIMUM_STAY_INPUT, type NightIssues, nightIssues, priceInput } from './night-inputs.ts';

/** A season's or one-off price's nights, price and minimum stay, changed in place. */
export function EditRange({
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
  const [issues, setIssues] = useState<NightIssues>({});
  useEffect(() => {
    if (!range) return;
    setStart(range.start_date);
    setEnd(range.end_date);
    setPrice(range.price);
    setMinimum(range.minimum_nights ?? '');
    setError(null);
    setIssues({});
  }, [range]);
  const save = () => {
    if (!range) return;
    setError(null);
    // A range always has a price: an emptied field is refused as 0 would be.
    const found = nightIssues(price === '' ? 0 : price, minimum);
    setIssues(found);
    if (hasIssue(found)) return;
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
          <NumberInput
            label="Price per night"
            value={price}
            onChange={setPrice}
            {...priceInput(currency)}
            error={issues.price}
          />
          <NumberInput
            label="Minimum stay"
            value={minimum}
            onChange={setMinimum}
            {...MINIMUM_STAY_INPUT}
            placeholder="Listing's"
            error={issues.minimum}
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
