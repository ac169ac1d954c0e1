import { BlockInput, MAX_NOTE_LENGTH } from '@innkeep/contract/calendar';
import { addDays, formatDate, formatStayRange, nightsBetween } from '@innkeep/contract/dates';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { firstErrorText } from '../../../lib/error-text.ts';
import { useBlockDates } from '../api/block-dates.ts';

export interface NightRange {
  /** First night. */
  start: string;
  /** Last night (inclusive). */
  last: string;
}

interface BlockDialogProps {
  listingId: number;
  range: NightRange | null;
  onClose: () => void;
}

/** Confirms the nights picked in the grid, with an optional note; shows the server's refusal (409). */
export function BlockDialog({ listingId, range, onClose }: BlockDialogProps) {
  const block = useBlockDates();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const { reset } = block;
  useEffect(() => {
    if (range) {
      setNote('');
      setNoteError(null);
      reset();
    }
  }, [range, reset]);

  const end = range ? addDays(range.last, 1) : '';
  const nights = range ? nightsBetween(range.start, end) : 0;

  function submit() {
    if (!range) return;
    const input = { listing_id: listingId, start_date: range.start, end_date: end, note };
    const parsed = BlockInput.safeParse(input);
    const noteIssue = parsed.error?.issues.find((i) => i.path[0] === 'note');
    setNoteError(noteIssue?.message ?? null);
    if (noteIssue) return;
    block.mutate(input, { onSuccess: onClose });
  }

  const refusal = block.error ? firstErrorText(block.error) : null;

  return (
    <Modal opened={range !== null} onClose={onClose} title="Block dates" centered>
      {range ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text>
              {formatStayRange(range.start, end)}. Guests will not be able to book these nights; a guest can
              still check out on {formatDate(end)}.
            </Text>
            <TextInput
              label="Note (optional)"
              description="Only you see it"
              placeholder="e.g. Family visit"
              value={note}
              maxLength={MAX_NOTE_LENGTH + 20}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={noteError}
            />
            {refusal ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not blocked">
                {refusal}
              </Alert>
            ) : null}
            <DialogActions pending={block.isPending} onCancel={onClose}>
              Block {nights === 1 ? '1 night' : `${nights} nights`}
            </DialogActions>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
