import type { GridListing } from '@innkeep/contract/calendar';
import type { BulkAction, BulkSelection } from '@innkeep/contract/calendar-bulk';
import { Alert, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { firstErrorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useBulkEdit } from '../api/bulk-edit.ts';
import { BulkBlockFields } from './bulk-block-fields.tsx';
import { BulkPriceFields } from './bulk-price-fields.tsx';
import { hasIssue, type NightIssues, nightIssues } from './night-inputs.ts';
import { SelectedNights } from './selected-nights.tsx';
import { hasHostBlockIn } from './selection.ts';

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
  const [issues, setIssues] = useState<NightIssues>({});
  useEffect(() => {
    if (!opened) return;
    setPrice('');
    setMinimum('');
    setNote('');
    setError(null);
    setIssues({});
    bulk.reset();
  }, [opened, bulk.reset]);

  const ids = [...new Set(selections.map((s) => s.listing_id))];
  const chosen = ids.flatMap((id) => listings.filter((l) => l.id === id));
  const currencies = new Set(chosen.map((l) => l.currency));
  const one = currencies.size === 1 ? chosen[0] : undefined;
  const busy = bulk.isPending;

  const send = (action: BulkAction) => {
    setError(null);
    if (action === 'rate' && price === '' && minimum === '')
      return setError('Enter a price, a minimum stay, or both');
    const found = action === 'rate' ? nightIssues(price, minimum) : {};
    setIssues(found);
    if (hasIssue(found)) return;
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
        <SelectedNights listings={chosen} selections={selections} />
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not saved">
            {error}
          </Alert>
        ) : null}
        {prices ? (
          <BulkPriceFields
            price={price}
            onPrice={setPrice}
            minimum={minimum}
            onMinimum={setMinimum}
            issues={issues}
            currency={one?.currency}
            busy={busy}
            setting={busy && bulk.variables?.action === 'rate'}
            onSet={() => send('rate')}
          />
        ) : null}
        <BulkBlockFields
          note={note}
          onNote={setNote}
          canUnblock={hasHostBlockIn(chosen, selections)}
          busy={busy}
          sending={bulk.variables?.action}
          onSend={send}
          onKeepSelecting={onKeepSelecting}
        />
      </Stack>
    </Modal>
  );
}
