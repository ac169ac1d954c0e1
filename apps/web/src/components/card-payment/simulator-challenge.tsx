import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { api, isRefusal } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export interface Challenge {
  clientSecret: string;
  resolve: () => void;
}

/**
 * The simulator's stand-in for the bank's 3-D Secure page: the guest completes or fails the challenge
 * (`POST /api/stripe/simulator/authenticate`); the pay loop then asks the server for the outcome.
 */
export function SimulatorChallenge({
  challenge,
  onDone,
}: {
  challenge: Challenge | null;
  onDone: () => void;
}) {
  const [sending, setSending] = useState<'complete' | 'fail' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function answer(outcome: 'complete' | 'fail') {
    if (!challenge) return;
    setSending(outcome);
    setFailure(null);
    try {
      await api.POST('/api/stripe/simulator/authenticate', {
        body: { client_secret: challenge.clientSecret, outcome },
      });
      challenge.resolve();
      onDone();
    } catch (error) {
      // A 4xx (an expired intent) ends the step: the confirm call reports the payment's real state.
      if (isRefusal(error)) {
        challenge.resolve();
        onDone();
      } else {
        setFailure(errorText(error));
      }
    } finally {
      setSending(null);
    }
  }

  return (
    <Modal
      opened={challenge !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden />
          <Text fw={700}>Confirm this payment (TEST MODE 3-D Secure)</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Badge color="orange" variant="filled" w="fit-content">
          TEST MODE
        </Badge>
        <Text size="sm">
          Your bank asks you to confirm this payment. This is the payment simulator: no bank is contacted and
          no money moves. Choose how the check ends.
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            onClick={() => answer('fail')}
            loading={sending === 'fail'}
            disabled={sending !== null}
          >
            Fail
          </Button>
          <Button
            onClick={() => answer('complete')}
            loading={sending === 'complete'}
            disabled={sending !== null}
          >
            Complete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
