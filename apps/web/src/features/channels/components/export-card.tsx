import { Button, Card, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useRotateExport } from '../api/channels.ts';

/** The listing's secret iCal address to paste into Airbnb, Vrbo or Booking.com; copy and rotate. */
export function ExportCard({ listingId, exportUrl }: { listingId: number; exportUrl: string }) {
  const rotate = useRotateExport();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    rotate.mutate(listingId, {
      onSuccess: (reply) => {
        notifications.show({ color: 'teal', message: reply.message });
        setConfirming(false);
      },
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Export this listing’s calendar
        </Title>
        <Text size="sm" c="dimmed">
          Paste this address into each channel’s “import calendar” setting. It shows reserved and blocked
          nights only, never guest details. Keep it secret.
        </Text>
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label="Export address"
            value={exportUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={exportUrl}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
            Make a new address
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Make a new export address?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            The current address stops working at once. Every channel that imports it must be given the new
            one, or it will no longer see your bookings here.
          </Text>
          {rotate.error ? (
            <Text size="sm" c="red.8" role="alert">
              {errorText(rotate.error)}
            </Text>
          ) : null}
          <DialogActions
            pending={rotate.isPending}
            onCancel={() => setConfirming(false)}
            onAction={confirm}
            color="red"
          >
            Make a new address
          </DialogActions>
        </Stack>
      </Modal>
    </Card>
  );
}
