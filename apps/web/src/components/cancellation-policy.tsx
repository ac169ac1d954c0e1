import {
  CANCELLATION_POLICY_LABELS,
  CANCELLATION_POLICY_SUMMARIES,
  type CancellationPolicy as Policy,
} from '@innkeep/contract/cancellation';
import { Stack, Text } from '@mantine/core';

interface CancellationPolicyProps {
  policy: Policy;
  /** The terms with this stay's dates (from the server's quote); without them, the one-line summary. */
  terms?: string | undefined;
  /** What cancelling now gives, when it matters (the reservation page). */
  now?: string | undefined;
}

/** The listing's cancellation policy in words: the stay page, Book now, the reservation page (decision 0023). */
export function CancellationPolicy({ policy, terms, now }: CancellationPolicyProps) {
  return (
    <Stack gap={4} data-testid="cancellation-policy">
      <Text size="sm" fw={700}>
        Cancellation policy: {CANCELLATION_POLICY_LABELS[policy]}
      </Text>
      <Text size="sm" c="dimmed">
        {terms ?? CANCELLATION_POLICY_SUMMARIES[policy]}
      </Text>
      {now && (
        <Text size="sm" fw={600} data-testid="cancellation-now">
          {now}
        </Text>
      )}
    </Stack>
  );
}
