import type { DepositClaimWire } from '@innkeep/contract/deposit-claims';
import { ClaimRefundInput } from '@innkeep/contract/deposit-claims';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Anchor, Button, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ClaimStageBadge } from '../../../components/claim-stage-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useRefundClaim } from '../api/claim-extras.ts';

/** The latest claim in the drawer (decision 0060): where it stands, what the guest said, its payout, refund. */
export function DepositClaimStatus({ id, claim }: { id: number; claim: DepositClaimWire }) {
  const money = (v: number) => formatPrice(v, claim.currency);
  return (
    <Stack gap={6} data-testid="deposit-claim">
      <Group gap="xs">
        <ClaimStageBadge stage={claim.stage} data-testid="deposit-claim-stage" />
        <Text size="sm" fw={600}>
          {money(claim.amount)}
        </Text>
      </Group>
      <Text size="sm">Your reason: “{claim.reason}”</Text>
      {claim.photos.length > 0 && (
        <Group gap={6}>
          {claim.photos.map((url, i) => (
            <Anchor key={url} href={url} target="_blank" rel="noreferrer">
              <Image src={url} alt={`Claim photo ${i + 1}`} w={56} h={56} radius="sm" fit="cover" />
            </Anchor>
          ))}
        </Group>
      )}
      {claim.stage === 'awaiting_answer' && (
        <Text size="sm" c="dimmed">
          Nothing is charged yet. The guest may accept or object until{' '}
          {formatDateTime(claim.answer_by, claim.time_zone)}; without an answer it is charged then.
        </Text>
      )}
      {claim.objection && <Text size="sm">The guest’s answer: “{claim.objection}”</Text>}
      {claim.stage === 'objected' && (
        <Text size="sm" c="dimmed">
          Our team reads both sides and decides; nothing is charged meanwhile. You are e-mailed the decision.
        </Text>
      )}
      {claim.decision_note && <Text size="sm">Our team’s note: “{claim.decision_note}”</Text>}
      {claim.refund_reason && <Text size="sm">Refund reason: “{claim.refund_reason}”</Text>}
      {claim.payout_held_until && (
        <Text size="sm" c="dimmed" data-testid="deposit-claim-payout">
          Your payout of this claim is held until {formatDateTime(claim.payout_held_until, claim.time_zone)},
          while the guest’s bank may still dispute the charge.
        </Text>
      )}
      {claim.stage === 'charged' && <RefundClaim id={id} amount={money(claim.amount - claim.refunded)} />}
    </Stack>
  );
}

function RefundClaim({ id, amount }: { id: number; amount: string }) {
  const mutation = useRefundClaim();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button variant="default" size="xs" w="fit-content" onClick={() => setOpen(true)}>
        Refund the claim
      </Button>
    );
  }
  const submit = () => {
    const parsed = ClaimRefundInput.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    mutation.mutate(
      { id, ...parsed.data },
      { onSuccess: (reply) => notifications.show({ color: 'teal', message: reply.message }) },
    );
  };
  return (
    <Stack gap={6}>
      <Textarea
        label={`Why you refund ${amount} (the guest reads it)`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
        error={error}
      />
      {mutation.error && (
        <Alert color="red" role="alert">
          {errorText(mutation.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" color="red" loading={mutation.isPending} onClick={submit}>
          Refund {amount}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
