import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

interface OwnAttemptNoticeProps {
  phase: 'checking' | 'unreachable' | 'paid';
  hash: string | null;
  /** The payment finished on this page before (the guest came Back from the trip): no interruption to explain. */
  completed?: boolean | undefined;
  onRetry: () => void;
}

/**
 * Book now after an interruption (a reload, a dropped connection) while the guest's own payment ran, or on
 * Back after paying: what the server says it did, never a form that would ask to pay again for dates the
 * guest's booking holds.
 */
export function OwnAttemptNotice({ phase, hash, completed = false, onRetry }: OwnAttemptNoticeProps) {
  const booked = useRef<HTMLDivElement>(null);
  // The answer the guest waited for: focused, so it is read out and in view.
  useEffect(() => {
    if (phase === 'paid') booked.current?.focus();
  }, [phase]);

  if (phase === 'paid' && hash) {
    return (
      <Alert
        ref={booked}
        tabIndex={-1}
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={completed ? 'You booked this stay' : "You're booked"}
        role="status"
        data-testid="attempt-booked"
      >
        <Text size="sm">
          {completed
            ? 'You have paid for these dates: there is nothing more to pay. Your receipt is in your e-mail.'
            : 'Your payment went through and this stay is yours. Your receipt is on its way by e-mail.'}
        </Text>
        <Anchor component={Link} to={`/reservation/${hash}`} fw={600} mt="xs" display="inline-block">
          View your trip
        </Anchor>
      </Alert>
    );
  }
  if (phase === 'unreachable') {
    return (
      <Alert
        color="yellow"
        title="We couldn't check your payment"
        role="alert"
        data-testid="attempt-unreachable"
      >
        <Text size="sm">
          The connection was lost while you paid. Do not pay again: check again in a moment, or look for the
          receipt in your e-mail.
        </Text>
        <Button variant="light" mt="sm" onClick={onRetry}>
          Check again
        </Button>
      </Alert>
    );
  }
  if (completed) {
    return (
      <Alert color="blue" title="Looking up your booking…" role="status" data-testid="attempt-checking">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">You paid for these dates on this page; we are fetching your booking.</Text>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="We're checking your payment…" role="status" data-testid="attempt-checking">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          The page was interrupted while you paid. We are asking what became of your payment: nothing is
          charged twice.
        </Text>
      </Group>
    </Alert>
  );
}
