import { formatDate } from '@innkeep/contract/dates';
import type { AdminDepositClaim } from '@innkeep/contract/deposit-claims';
import { ClaimDecisionInput, ClaimRefundInput } from '@innkeep/contract/deposit-claims';
import { formatPrice } from '@innkeep/contract/money';
import { Anchor, Button, Group, Image, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ClaimStageBadge } from '../../../components/claim-stage-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useClaimAction, useDepositClaims } from '../api/deposit-claims.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { ClaimActionConfirm, type ClaimActionKind } from '../components/claim-action-confirm.tsx';

/**
 * `/admin/deposit-claims`: damage claims the guest objected to (decision 0060). An admin reads the host's
 * reason and photos and the guest's answer, then upholds (the card is charged now) or rejects (closed,
 * nothing charged), with a note both sides are e-mailed. A charged claim can be refunded from "All claims".
 */
export default function AdminDepositClaimsPage() {
  const [status, setStatus] = useState<'objected' | 'all'>('objected');
  const claims = useDepositClaims(status);
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Damage claims"
        description="Claims guests objected to: read both sides, then uphold (charge) or reject (close)."
      />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(v) => setStatus(v as 'objected' | 'all')}
        data={[
          { value: 'objected', label: 'Objected' },
          { value: 'all', label: 'All claims' },
        ]}
      />
      <QueryState query={claims} loading="Loading the claims">
        {(found) =>
          found.length === 0 ? (
            <Text c="dimmed" data-testid="claims-empty">
              {status === 'objected' ? 'No claim waits for a decision.' : 'No claims yet.'}
            </Text>
          ) : (
            found.map((c) => <ClaimCard key={c.id} claim={c} />)
          )
        }
      </QueryState>
    </Stack>
  );
}

function ClaimCard({ claim: c }: { claim: AdminDepositClaim }) {
  const action = useClaimAction();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The action waiting for the admin's confirmation: each one charges, closes or refunds for good.
  const [asking, setAsking] = useState<ClaimActionKind | null>(null);
  const money = (v: number) => formatPrice(v, c.currency);
  const ask = (kind: ClaimActionKind) => {
    const parsed =
      kind === 'refund'
        ? ClaimRefundInput.safeParse({ reason: note })
        : ClaimDecisionInput.safeParse({ decision: kind, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    action.reset();
    setAsking(kind);
  };
  const confirm = () => {
    if (!asking) return;
    const input =
      asking === 'refund'
        ? { id: c.id, action: 'refund' as const, reason: note }
        : { id: c.id, action: 'decision' as const, decision: asking, note };
    action.mutate(input, {
      onSuccess: (reply) => {
        setAsking(null);
        notifications.show({ color: 'teal', message: reply.message });
      },
    });
  };
  const canDecide = c.stage === 'objected';
  const canRefund = c.stage === 'charged';
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-claim">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {money(c.amount)} · {c.listing_name}
          </Text>
          <ClaimStageBadge stage={c.stage} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(c.start_date)} – {formatDate(c.end_date)} · guest {c.guest_name} (
          <Anchor href={`mailto:${c.guest_email}`}>{c.guest_email}</Anchor>) · host {c.host_name}
        </Text>
        <Text size="sm">Host’s reason: “{c.reason}”</Text>
        {c.photos.length > 0 && (
          <Group gap={6}>
            {c.photos.map((url, i) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={`Host's photo ${i + 1}`} w={72} h={72} radius="sm" fit="cover" />
              </Anchor>
            ))}
          </Group>
        )}
        {c.objection && <Text size="sm">Guest’s objection: “{c.objection}”</Text>}
        {c.decision_note && <Text size="sm">Decision note: “{c.decision_note}”</Text>}
        {c.refund_reason && <Text size="sm">Refund reason: “{c.refund_reason}”</Text>}
        {(canDecide || canRefund) && (
          <>
            <Textarea
              label={
                canDecide ? 'Your note (the guest and the host read it)' : 'Why refund (the guest reads it)'
              }
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
              error={error}
            />
            <Group gap="sm">
              {canDecide && (
                <>
                  <Button color="orange" onClick={() => ask('uphold')}>
                    Uphold: charge {money(c.amount)}
                  </Button>
                  <Button variant="default" onClick={() => ask('reject')}>
                    Reject: close
                  </Button>
                </>
              )}
              {canRefund && (
                <Button color="red" variant="light" onClick={() => ask('refund')}>
                  Refund {money(c.amount - c.refunded)}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ClaimActionConfirm
        claim={c}
        kind={asking}
        pending={action.isPending}
        error={action.error ? errorText(action.error) : null}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
