import type { BulkAction } from '@innkeep/contract/calendar-bulk';
import { Button, Group, TextInput } from '@mantine/core';

interface BulkBlockFieldsProps {
  note: string;
  onNote: (note: string) => void;
  /** The host's own blocks overlap the selection: Unblock is offered. */
  canUnblock: boolean;
  /** A change is under way: nothing more is sent. */
  busy: boolean;
  /** Which change is under way, if any. */
  sending: BulkAction | undefined;
  onSend: (action: 'block' | 'unblock') => void;
  onKeepSelecting: () => void;
}

/** Block the selected nights (with a note), unblock the host's blocks among them, or go on selecting. */
export function BulkBlockFields({
  note,
  onNote,
  canUnblock,
  busy,
  sending,
  onSend,
  onKeepSelecting,
}: BulkBlockFieldsProps) {
  return (
    <>
      <TextInput
        label="Note (optional)"
        value={note}
        onChange={(e) => onNote(e.currentTarget.value)}
        maxLength={200}
      />
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={onKeepSelecting} disabled={busy}>
          Select more nights
        </Button>
        <Group gap="sm">
          {canUnblock ? (
            <Button
              variant="default"
              color="red"
              onClick={() => onSend('unblock')}
              loading={busy && sending === 'unblock'}
              disabled={busy}
            >
              Unblock
            </Button>
          ) : null}
          <Button
            variant="light"
            color="dark"
            onClick={() => onSend('block')}
            loading={busy && sending === 'block'}
            disabled={busy}
          >
            Block nights
          </Button>
        </Group>
      </Group>
    </>
  );
}
