import { type ChannelFeed, SYNC_PHASES, type SyncPhase } from '@innkeep/contract/channels';
import { formatDateTime } from '@innkeep/contract/formats';
import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DeleteDialog, deleteDialogState } from '../../../components/delete-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useDeleteFeed, useSyncFeed } from '../api/channels.ts';
import { FeedStatusBadge } from './feed-status-badge.tsx';

const STEPS: Record<SyncPhase, string> = {
  fetching: 'Fetching the calendar from the channel…',
  reading: 'Reading the calendar…',
  saving: 'Saving the events…',
};

/** A sync in flight, step by step (the first sync of a big calendar takes a few seconds). */
function SyncProgress({ syncing }: { syncing: NonNullable<ChannelFeed['syncing']> }) {
  const step = SYNC_PHASES.indexOf(syncing.phase);
  const label =
    syncing.phase === 'saving' && syncing.events !== null
      ? `Saving ${syncing.events.toLocaleString('en-US')} events…`
      : STEPS[syncing.phase];
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">
        Sync in progress (step {step + 1} of {SYNC_PHASES.length}): {label}
      </Text>
      <Progress value={((step + 1) / (SYNC_PHASES.length + 1)) * 100} animated aria-label="Sync progress" />
    </Stack>
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

function FeedCard({ feed, onDelete }: { feed: ChannelFeed; onDelete: () => void }) {
  const sync = useSyncFeed();
  const syncNow = () =>
    sync.mutate(feed.id, {
      onSuccess: (reply) =>
        notifications.show({ color: reply.outcome.ok ? 'teal' : 'red', message: reply.message }),
      onError: (error) =>
        notifications.show({ color: 'red', message: isApiError(error) ? error.message : 'Sync failed' }),
    });
  return (
    <Card withBorder radius="md" padding="md" aria-label={`Calendar ${feed.name}`} component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{feed.name}</Text>
          <FeedStatusBadge status={feed.status} />
        </Group>
        <Anchor
          href={feed.url}
          size="xs"
          c="dimmed"
          style={{ wordBreak: 'break-all' }}
          target="_blank"
          rel="noreferrer"
        >
          {feed.url}
        </Anchor>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Last good sync: <strong>{when(feed.last_success_at)}</strong>
          </Text>
          <Text size="sm">
            Events: <strong>{feed.event_count}</strong>
          </Text>
        </Group>
        {feed.syncing ? <SyncProgress syncing={feed.syncing} /> : null}
        {feed.last_error ? (
          <Alert color="red" variant="light" p="xs" title="Last sync failed">
            {feed.last_error}
            <Text size="xs" c="dimmed">
              Tried {when(feed.last_synced_at)}. The nights from the last good sync stay blocked.
            </Text>
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button size="compact-sm" onClick={syncNow} loading={sync.isPending || feed.syncing !== null}>
            Sync now
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The imported calendars of a listing with their health, Sync now and remove (with confirmation). */
export function FeedList({ feeds }: { feeds: ChannelFeed[] }) {
  const [deleting, setDeleting] = useState<ChannelFeed | null>(null);
  const dialog = deleteDialogState({
    item: deleting,
    mutation: useDeleteFeed(),
    variables: (feed) => feed.id,
    onClose: () => setDeleting(null),
    deleted: 'Calendar removed.',
  });

  if (feeds.length === 0) return <Text c="dimmed">No imported calendars yet.</Text>;
  return (
    <Stack gap="sm">
      {feeds.map((feed) => (
        <FeedCard key={feed.id} feed={feed} onDelete={() => setDeleting(feed)} />
      ))}
      <DeleteDialog {...dialog} title="Remove this calendar?">
        <Text size="sm">
          {deleting?.name}: the nights it blocked become bookable here again. The channel itself is not
          changed.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}
