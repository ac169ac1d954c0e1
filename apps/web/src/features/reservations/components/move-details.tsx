import { MESSAGE_MAX } from '@innkeep/contract/conversations';
import { Alert, List, Textarea } from '@mantine/core';
import type { MoveConsequence } from './move-consequence.ts';

interface MoveDetailsProps {
  effect: MoveConsequence;
  /** The host's message to the guest. */
  note: string;
  onNote: (note: string) => void;
  /** The server's refusal of the message, if any. */
  noteError: string | undefined;
}

/** What the change does, before the host confirms (refund, money, e-mail), and their message to the guest. */
export function MoveDetails({ effect, note, onNote, noteError }: MoveDetailsProps) {
  return (
    <>
      <Alert
        color={effect.danger ? 'yellow' : 'blue'}
        role="note"
        title="What happens"
        data-testid="move-consequence"
      >
        <List size="sm" spacing={4}>
          {effect.refund && (
            <List.Item data-testid="host-cancel-refund">
              Refund to the guest: <strong>{effect.refund.amount}</strong>; card processing you bear:{' '}
              <strong data-testid="host-cancel-processing">{effect.refund.processing}</strong>.
            </List.Item>
          )}
          <List.Item>{effect.money}</List.Item>
          <List.Item>{effect.mail}</List.Item>
        </List>
      </Alert>
      <Textarea
        label="Message to the guest (optional)"
        description="Goes into your conversation with them and into the one e-mail they get about this."
        value={note}
        onChange={(e) => onNote(e.currentTarget.value)}
        rows={3}
        maxLength={MESSAGE_MAX}
        error={noteError}
      />
    </>
  );
}
