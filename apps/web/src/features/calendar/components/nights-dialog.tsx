import type { GridListing } from '@innkeep/contract/calendar';
import { addDays, formatStayRange, nightsBetween } from '@innkeep/contract/dates';
import { currencySymbol, inputDigits } from '@innkeep/contract/money';
import { Alert, Button, Divider, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useBlockDates } from '../api/block-dates.ts';
import { useSetRate } from '../api/set-rate.ts';
import { useUnblockDates } from '../api/unblock-dates.ts';
import type { NightRange } from './block-dialog.tsx';

const errorText = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return Object.values(error.fieldErrors).flat()[0] ?? error.message;
};

interface NightsDialogProps {
  listing: GridListing | null;
  range: NightRange | null;
  onClose: () => void;
}

/**
 * The nights picked on one listing's row, in one step: set their price and minimum stay, block them, or
 * unblock the host's blocks among them (decision 0047).
 */
export function NightsDialog({ listing, range, onClose }: NightsDialogProps) {
  const rate = useSetRate();
  const block = useBlockDates();
  const unblock = useUnblockDates();
  const [price, setPrice] = useState<string | number>('');
  const [minimum, setMinimum] = useState<string | number>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opened = listing !== null && range !== null;
  useEffect(() => {
    if (!opened) return;
    setPrice('');
    setMinimum('');
    setNote('');
    setError(null);
  }, [opened]);
  if (!listing || !range) return <Modal opened={false} onClose={onClose} title="Selected nights" />;

  const end = addDays(range.last, 1);
  const nights = nightsBetween(range.start, end);
  const ownBlocks = listing.blocks.filter(
    (b) => b.source === 'host' && b.start_date < end && b.end_date > range.start,
  );
  const busy = rate.isPending || block.isPending || unblock.isPending;
  const done = () => onClose();
  const fail = (e: unknown) => setError(errorText(e));

  const savePrice = () => {
    setError(null);
    if (price === '' || Number(price) <= 0) return setError('Enter the price per night');
    rate.mutate(
      {
        listing_id: listing.id,
        start_date: range.start,
        end_date: end,
        price: Number(price),
        minimum_nights: minimum === '' ? null : Number(minimum),
      },
      { onSuccess: done, onError: fail },
    );
  };
  const blockNights = () => {
    setError(null);
    block.mutate(
      { listing_id: listing.id, start_date: range.start, end_date: end, note: note || undefined },
      { onSuccess: done, onError: fail },
    );
  };
  const unblockNights = async () => {
    setError(null);
    try {
      for (const b of ownBlocks) await unblock.mutateAsync(b.id);
      done();
    } catch (e) {
      fail(e);
    }
  };
  const symbol = currencySymbol(listing.currency);

  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title="Selected nights" centered>
      <Stack gap="sm">
        <Text fw={600}>{listing.name}</Text>
        <Text size="sm">
          {formatStayRange(range.start, end)} · {nights} {nights === 1 ? 'night' : 'nights'}
        </Text>
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not saved">
            {error}
          </Alert>
        ) : null}
        <Group grow align="end">
          <NumberInput
            label="Price per night"
            value={price}
            onChange={setPrice}
            min={0}
            decimalScale={inputDigits(listing.currency)}
            prefix={`${symbol} `}
            hideControls
            data-autofocus
          />
          <NumberInput
            label="Minimum stay"
            description="For stays starting on these nights"
            value={minimum}
            onChange={setMinimum}
            min={1}
            max={365}
            allowDecimal={false}
            placeholder="Listing's"
            suffix=" nights"
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={savePrice} loading={rate.isPending} disabled={busy}>
            Set price
          </Button>
        </Group>
        <Divider />
        <TextInput
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
        />
        <Group justify="flex-end" gap="sm">
          {ownBlocks.length > 0 ? (
            <Button
              variant="default"
              color="red"
              onClick={unblockNights}
              loading={unblock.isPending}
              disabled={busy}
            >
              Unblock
            </Button>
          ) : null}
          <Button
            variant="light"
            color="dark"
            onClick={blockNights}
            loading={block.isPending}
            disabled={busy}
          >
            Block nights
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
