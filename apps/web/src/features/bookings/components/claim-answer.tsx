import type { GuestDepositClaim } from '@innkeep/contract/deposit';
import { ClaimAnswerInput, claimMessages } from '@innkeep/contract/deposit-claims';
import { formatDateTime } from '@innkeep/contract/formats';
import { formatPrice } from '@innkeep/contract/money';
import { Alert, Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { answerDepositClaim } from '../api/deposit-claim.ts';

/** The host's photos of the damage, each opening full size. */
export function ClaimPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="claim-photos">
      {photos.map((url, i) => (
        <Anchor key={url} href={url} target="_blank" rel="noreferrer">
          <Image src={url} alt={`The host's photo ${i + 1} of the damage`} radius="sm" h={120} fit="cover" />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/**
 * Accept or object (decision 0060): accepting charges the card now; objecting needs a reason, which the host
 * and our team read, and nothing is charged until an admin decides.
 */
export function ClaimAnswer({
  hash,
  claim,
  onAnswered,
}: {
  hash: string;
  claim: GuestDepositClaim;
  onAnswered: (data: GuestDepositClaim) => void;
}) {
  const [objecting, setObjecting] = useState(false);
  const [objection, setObjection] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'accept' | 'object' | null>(null);
  const amount = formatPrice(claim.amount, claim.currency);

  async function send(answer: ClaimAnswerInput) {
    setError(null);
    setFieldError(null);
    const parsed = ClaimAnswerInput.safeParse(answer);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? claimMessages.objectionRequired);
      return;
    }
    setBusy(answer.answer);
    try {
      onAnswered((await answerDepositClaim(hash, parsed.data)).data);
    } catch (err) {
      if (isApiError(err) && err.fieldError('objection')) setFieldError(err.fieldError('objection') ?? null);
      else setError(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm" data-testid="claim-answer">
      <Text size="sm">
        Answer by <b data-testid="claim-answer-by">{formatDateTime(claim.answer_by, claim.time_zone)}</b>.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {objecting ? (
        <Stack gap="xs">
          <Textarea
            label="Why do you object?"
            description="The host and our team read this. Nothing is charged while we decide."
            autosize
            minRows={3}
            maxLength={2000}
            value={objection}
            onChange={(e) => setObjection(e.currentTarget.value)}
            error={fieldError}
            withAsterisk
          />
          <Group gap="sm">
            <Button
              color="red"
              loading={busy === 'object'}
              onClick={() => send({ answer: 'object', objection })}
            >
              Send my objection
            </Button>
            <Button variant="default" onClick={() => setObjecting(false)} disabled={busy !== null}>
              Back
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button loading={busy === 'accept'} onClick={() => send({ answer: 'accept' })}>
            Accept: charge {amount}
          </Button>
          <Button variant="outline" color="red" onClick={() => setObjecting(true)} disabled={busy !== null}>
            Object
          </Button>
        </Group>
      )}
    </Stack>
  );
}
