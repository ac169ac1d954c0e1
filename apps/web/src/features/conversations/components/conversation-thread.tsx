import { formatStayRange } from '@innkeep/contract/dates';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageThread } from '../../../components/message-thread.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useConversation } from '../api/get-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';
import { statusWire } from './conversation-list.tsx';
import { SavedReplies } from './saved-replies.tsx';

/**
 * What the inbox shows beside a thread to act on its reservation (approve, decline…). The conversations feature
 * does not own reservations (decision 0026): app/ passes the reservations feature's actions in.
 */
export type StayActionsSlot = (reservationId: number, closeThread: () => void) => ReactNode;

/** One thread in the inbox: the stay it is about (with its actions and the way to its reservation), the messages, the reply box. */
export function ConversationThread({
  id,
  stayActions,
  onClose,
}: {
  id: number;
  stayActions?: StayActionsSlot | undefined;
  onClose: () => void;
}) {
  const thread = useConversation(id);
  const send = useSendMessage(id);
  if (thread.isPending) return <Loader aria-label="Loading the conversation" />;
  if (thread.isError)
    return (
      <Alert color="red" role="alert">
        {thread.error.message}
      </Alert>
    );
  const c = thread.data;
  const guests = `${c.guests} ${c.guests === 1 ? 'guest' : 'guests'}`;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="thread-guest">
        <Stack gap={4}>
          <Title order={2} size="h4" id="thread-guest">
            {c.guest_name}
          </Title>
          <Text size="sm">{c.listing_name}</Text>
          <Text size="sm" c="dimmed">
            {formatStayRange(c.start_date, c.end_date)} · {guests}
          </Text>
          <Group gap="md" mt={4}>
            <StatusBadge status={statusWire(c.status_id)} />
            <Anchor component={Link} to={`/reservations?reservation=${c.id}`} size="sm" fw={600}>
              Open reservation
            </Anchor>
          </Group>
          {stayActions && <div data-testid="thread-stay-actions">{stayActions(c.id, onClose)}</div>}
        </Stack>
      </Paper>
      <MessageThread
        messages={c.messages}
        timeZone={c.time_zone}
        viewer="host"
        revealOnOpen
        emptyText={`No messages yet. Write to ${c.guest_name.split(' ')[0]}: they get it by e-mail with a link to their trip page.`}
        replyLabel={`Reply to ${c.guest_name}`}
        onSend={(body) => send.mutateAsync(body)}
        replyTools={(insert) => <SavedReplies reservationId={c.id} insert={insert} />}
      />
    </Stack>
  );
}
