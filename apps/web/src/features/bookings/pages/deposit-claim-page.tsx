import { formatPrice } from '@innkeep/contract/money';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { type Challenge, SimulatorChallenge } from '../../../components/card-payment/simulator-challenge.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { approveDepositClaim, depositClaimQuery, useDepositClaim } from '../api/deposit-claim.ts';
import { ClaimAnswer, ClaimPhotos } from '../components/claim-answer.tsx';

/** This site takes no card payments, so the bank's step cannot run: said as such, not as a generic failure. */
class CardPaymentsUnavailable extends Error {
  constructor() {
    super('Card payments are not available.');
  }
}

/**
 * `/reservation/{hash}/deposit-claim`: the host claimed part of the damage deposit. The guest sees the reason
 * and the photos and accepts or objects before anything is charged (decision 0060); if their bank then asks
 * them to approve the charge (decision 0024), Approve runs the bank's step (Stripe.js, or the simulator's
 * TEST MODE page) and asks the server to check the charge and apply it.
 */
export default function DepositClaimPage() {
  const hash = useParams().unique_hash ?? '';
  const claim = useDepositClaim(hash);
  const payments = usePaymentsConfig();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  async function bankStep(clientSecret: string) {
    if (payments?.provider === 'simulator') {
      await new Promise<void>((resolve) => setChallenge({ clientSecret, resolve }));
      return;
    }
    if (!payments?.publishable_key) throw new CardPaymentsUnavailable();
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(payments.publishable_key);
    // A failed or abandoned step is not an error here: the server reads the charge's state on confirm.
    await stripe?.handleNextAction({ clientSecret });
  }

  async function approve() {
    setBusy(true);
    setError(null);
    try {
      const started = await approveDepositClaim(hash, 'authenticate');
      if (started.client_secret) await bankStep(started.client_secret);
      queryClient.setQueryData(depositClaimQuery(hash).queryKey, await approveDepositClaim(hash, 'confirm'));
    } catch (err) {
      setError(err instanceof CardPaymentsUnavailable ? err.message : errorText(err));
      void claim.refetch();
    } finally {
      setBusy(false);
    }
  }

  const c = claim.data;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <PageMeta title="Damage deposit claim" />
      <Stack gap="lg">
        <Title order={1}>Damage deposit claim</Title>
        {claim.isPending ? (
          <Loader aria-label="Loading the charge" />
        ) : !c ? (
          <Alert color="red" role="alert">
            {claim.error?.message ?? 'No damage claim was found for this reservation.'}
          </Alert>
        ) : (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Text>
                After your stay at <b>{c.listing_name}</b>, the host claims{' '}
                <b data-testid="claim-amount">{formatPrice(c.amount, c.currency)}</b> of the damage deposit.
              </Text>
              {c.reason && <Text>The host’s reason: “{c.reason}”</Text>}
              <ClaimPhotos photos={c.photos} />
              {c.objection && <Text c="dimmed">Your answer: “{c.objection}”</Text>}
              {c.decision_note && <Text c="dimmed">Our team’s note: “{c.decision_note}”</Text>}
              <Alert
                color={
                  c.status === 'paid' || c.status === 'refunded'
                    ? 'green'
                    : c.status === 'failed' || c.status === 'rejected'
                      ? 'gray'
                      : 'blue'
                }
                role="status"
                data-testid="claim-status"
              >
                {c.message}
              </Alert>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              {c.status === 'awaiting_answer' && (
                <ClaimAnswer
                  hash={hash}
                  claim={c}
                  onAnswered={(data) => queryClient.setQueryData(depositClaimQuery(hash).queryKey, data)}
                />
              )}
              {c.status === 'waiting' && (
                <Button onClick={approve} loading={busy} size="md">
                  Approve the charge of {formatPrice(c.amount, c.currency)}
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <SimulatorChallenge challenge={challenge} onDone={() => setChallenge(null)} />
    </Container>
  );
}
