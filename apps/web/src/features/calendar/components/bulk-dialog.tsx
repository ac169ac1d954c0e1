import type { GridListing } from '@innkeep/contract/calendar';
import type { BulkAction, BulkSelection } from '@innkeep/contract/calendar-bulk';
import { formatStayRange } from '@innkeep/contract/dates';
import {
  Alert,
  Button,
  Divider,
  Group,
  List,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useBulkEdit } from '../api/bulk-edit.ts';
import { MINIMUM_STAY_INPUT, priceInput } from './night-inputs.ts';

const nightsIn = (s: BulkSelection) =>
  Math.round((Date.parse(s.end_date) - Date.parse(s.start_date)) / 86_400_000);

interface BulkDialogProps {
  opened: boolean;
  listings: GridListing[];
  selections: BulkSelection[];
  /** Closed after a save: the selection is done with. */
  onDone: () => void;
  /** Closed to select more nights (another listing on a phone): the selection stays. */
  onKeepSelecting: () => void;
  onCancel: () => void;
  /** A co-host blocks and unblocks only: prices are the host's (decision 0102). */
  prices?: boolean;
}

/**
 * The nights selected on one or more listings, in one step (docs/requirements/host.md#R-H17): set their
 * price and/or minimum stay, block them, or unblock the host's blocks among them. One request, all or
 * nothing: a refusal keeps the dialog open with the server's reason and nothing changed.
 */
export function BulkDialog({
  opened,
  listings,
  selections,
  onDone,
  onKeepSelecting,
  onCancel,
  prices = true,
}: BulkDialogProps) {
  const bulk = useBulkEdit();
  const [price, setPrice] = useState<string | number>('');
  const [minimum, setMinimum] = useState<string | number>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setPrice('');
    setMinimum('');
    setNote('');
    setError(null);
    bulk.reset();
  }, [opened, bulk.reset]);

  const ids = [...new Set(selections.map((s) => s.listing_id))];
  const chosen = ids.flatMap((id) => listings.filter((l) => l.id === id));
  const nights = selections.reduce((n, s) => n + nightsIn(s), 0);
  const currencies = new Set(chosen.map((l) => l.currency));
  const one = currencies.size === 1 ? chosen[0] : undefined;
  const hasOwnBlocks = chosen.some((l) =>
    l.blocks.some(
      (b) =>
        b.source === 'host' &&
        selections.some(
          (s) => s.listing_id === l.id && b.start_date < s.end_date && b.end_date > s.start_date,
        ),
    ),
  );
  const busy = bulk.isPending;

  const send = (action: BulkAction) => {
    setError(null);
    if (action === 'rate' && price === '' && minimum === '')
      return setError('Enter a price, a minimum stay, or both');
    bulk.mutate(
      {
        action,
        selections,
        ...(action === 'rate' && price !== '' ? { price: Number(price) } : {}),
        ...(action === 'rate' && minimum !== '' ? { minimum_nights: Number(minimum) } : {}),
        ...(action === 'block' && note ? { note } : {}),
      },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onDone();
        },
        onError: (e) => setError(firstErrorText(e)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onCancel} title="Selected nights" centered>
      <Stack gap="sm">
        <Text fw={600}>
          {nights} {nights === 1 ? 'night' : 'nights'} · {ids.length}{' '}
          {ids.length === 1 ? 'listing' : 'listings'}
        </Text>
        <List size="sm" spacing={2} aria-label="Nights selected">
          {chosen.map((l) => (
            <List.Item key={l.id}>
              <b>{l.name}</b>:{' '}
              {selections
                .filter((s) => s.listing_id === l.id)
                .map((s) => formatStayRange(s.start_date, s.end_date))
                .join('; ')}
            </List.Item>
          ))}
        </List>
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not saved">
            {error}
          </Alert>
        ) : null}
        {prices ? (
          <>
            <Group grow align="end">
              <NumberInput
                label="Price per night"
                description={one ? undefined : "In each listing's currency"}
                value={price}
                onChange={setPrice}
                {...priceInput(one?.currency)}
                data-autofocus
              />
              <NumberInput
                label="Minimum stay"
                description="For stays starting on these nights"
                value={minimum}
                onChange={setMinimum}
                {...MINIMUM_STAY_INPUT}
                placeholder="Unchanged"
              />
            </Group>
            <Group justify="flex-end">
              <Button
                onClick={() => send('rate')}
                loading={busy && bulk.variables?.action === 'rate'}
                disabled={busy}
              >
                Set price
              </Button>
            </Group>
            <Divider />
          </>
        ) : null}
        <TextInput
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={onKeepSelecting} disabled={busy}>
            Select more nights
          </Button>
          <Group gap="sm">
            {hasOwnBlocks ? (
              <Button
                variant="default"
                color="red"
                onClick={() => send('unblock')}
                loading={busy && bulk.variables?.action === 'unblock'}
                disabled={busy}
              >
                Unblock
              </Button>
            ) : null}
            <Button
              variant="light"
              color="dark"
              onClick={() => send('block')}
              loading={busy && bulk.variables?.action === 'block'}
              disabled={busy}
            >
              Block nights
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
