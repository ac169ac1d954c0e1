import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/form-alerts.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export function SignOutEverywhere() {
  const [opened, { open, close }] = useDisclosure(false);
  const revoke = useSignOutEverywhere();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const result = await revoke.mutateAsync();
      // The sign-in page clears the stored session once it is on screen: clearing it here, while this
      // guarded page is still mounted, would make the guard send us to /sign_in?next=/user instead.
      await navigate('/sign_in', { replace: true, state: { notice: result.message, signedOut: true } });
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Signed in on a shared or lost device? End every session of your account, this one included. You will
        need your password to sign in again.
      </Text>
      <Group>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconLogout2 size={18} aria-hidden />}
          onClick={open}
        >
          Sign out of all devices
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Sign out of all devices?" centered>
        <Stack gap="md">
          <Text size="sm">
            Every device signed in to your account, this one included, will be signed out.
          </Text>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={revoke.isPending}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
