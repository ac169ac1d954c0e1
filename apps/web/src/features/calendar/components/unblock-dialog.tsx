import type { CalendarBlock } from '@innkeep/contract/calendar';
import { channelStayPath } from '@innkeep/contract/channel-stays';
import { formatStayRange } from '@innkeep/contract/dates';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
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
      title={own ? 'Blocked dates' : `Stay from ${block?.channel_name ?? 'a channel'}`}
      centered
    >
      {block ? (
        <Stack gap="sm">
          <Text>
            {formatStayRange(block.start_date, block.end_date)}
            {block.note ? ` — ${block.note}` : ''}
          </Text>
          {own ? null : (
            <>
              {block.guest_name ? <Text fw={600}>{block.guest_name}</Text> : null}
              <Text c="dimmed" size="sm">
                Imported from {block.channel_name}. To free these dates, unblock them in that channel's
                calendar.
              </Text>
              <Anchor component={Link} to={channelStayPath(block.id)} size="sm">
                {block.guest_name
                  ? 'Edit the guest and note in Reservations'
                  : 'Add the guest and a note in Reservations'}
              </Anchor>
            </>
          )}
          {unblock.error ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title="Not unblocked">
              {errorText(unblock.error)}
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
