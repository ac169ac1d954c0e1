import type { CalendarBlock } from '@innkeep/contract/calendar';
import { formatStayRange } from '@innkeep/contract/dates';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useUnblockDates } from '../api/unblock-dates.ts';

/** A block's details; the host's own can be unblocked here, a channel's only in that channel. */
export function UnblockDialog({ block, onClose }: { block: CalendarBlock | null; onClose: () => void }) {
  const unblock = useUnblockDates();
  const { reset } = unblock;
  useEffect(() => {
    if (block) reset();
  }, [block, reset]);
  const own = block?.source === 'host';

  return (
    <Modal
      opened={block !== null}
      onClose={onClose}
      title={own ? 'Blocked dates' : 'Imported dates'}
      centered
    >
      {block ? (
        <Stack gap="sm">
          <Text>
            {formatStayRange(block.start_date, block.end_date)}
            {block.note ? ` — ${block.note}` : ''}
          </Text>
          {own ? null : (
            <Text c="dimmed" size="sm">
              Imported from {block.channel_name}. To free these dates, unblock them in that channel's
              calendar.
            </Text>
          )}
          {unblock.error ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not unblocked">
              {isApiError(unblock.error) ? unblock.error.message : 'Something went wrong. Please try again.'}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={unblock.isPending}>
              {own ? 'Cancel' : 'Close'}
            </Button>
            {own ? (
              <Button
                color="red"
                loading={unblock.isPending}
                onClick={() => unblock.mutate(block.id, { onSuccess: onClose })}
              >
                Unblock
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
