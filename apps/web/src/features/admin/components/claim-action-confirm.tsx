import type { AdminDepositClaim } from '@innkeep/contract/deposit-claims';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../../components/dialog-actions.tsx';

export type ClaimActionKind = 'uphold' | 'reject' | 'refund';

interface ClaimActionConfirmProps {
  claim: AdminDepositClaim;
  /** The action asked about; `null` keeps the dialog closed. */
  kind: ClaimActionKind | null;
  pending: boolean;
  /** The server's refusal, said in the dialog where the admin is looking. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** What each action does to the guest's money, asked before it is done: none can be taken back. */
function wording(kind: ClaimActionKind, claim: AdminDepositClaim) {
  const money = (v: number) => formatPrice(v, claim.currency);
  switch (kind) {
    case 'uphold':
      return {
        title: `Uphold the claim and charge ${money(claim.amount)}?`,
        body: `${claim.guest_name}'s card is charged ${money(claim.amount)} now; the guest and the host get your note by e-mail.`,
        action: `Charge ${money(claim.amount)}`,
        color: 'orange',
      };
    case 'reject':
      return {
        title: 'Reject the claim?',
        body: 'The claim is closed and nothing is charged; the guest and the host get your note by e-mail.',
        action: 'Reject the claim',
        color: 'red',
      };
    case 'refund':
      return {
        title: `Refund ${money(claim.amount - claim.refunded)} to ${claim.guest_name}?`,
        body: `${money(claim.amount - claim.refunded)} goes back to the guest's card; they get your reason by e-mail.`,
        action: `Refund ${money(claim.amount - claim.refunded)}`,
        color: 'red',
      };
  }
}

/** The confirm step of a damage claim's decision or refund, like every other admin action that moves money. */
export function ClaimActionConfirm({
  claim,
  kind,
  pending,
  error,
  onConfirm,
  onClose,
}: ClaimActionConfirmProps) {
  const words = kind && wording(kind, claim);
  return (
    <Modal
      opened={words !== null}
      onClose={pending ? () => undefined : onClose}
      centered
      title={words?.title}
    >
      {words && (
        <Stack gap="sm">
          <Text size="sm">{words.body}</Text>
          <Text size="sm" c="red.8" fw={500}>
            This cannot be undone.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <DialogActions
            pending={pending}
            onCancel={onClose}
            onAction={onConfirm}
            color={words.color}
            mt="xs"
          >
            {words.action}
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
