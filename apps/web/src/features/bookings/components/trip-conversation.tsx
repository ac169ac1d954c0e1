import { Loader, Text } from '@mantine/core';
import { MessageThread } from '../../../components/message-thread.tsx';
import { useGuestMessages, useSendGuestMessage } from '../api/guest-messages.ts';
import { TripSection } from './trip-sections.tsx';

/** The guest's conversation with the host (decision 0040), a section of the trip and finalise pages. */
export function TripConversation({ hash }: { hash: string }) {
  const thread = useGuestMessages(hash);
  const send = useSendGuestMessage(hash);
  const host = thread.data?.host_name ?? 'your host';
  return (
    <TripSection id="messages" title={`Messages with ${host}`}>
      {thread.isPending ? (
        <Loader size="sm" aria-label="Loading messages" />
      ) : thread.isError ? (
        <Text c="red" size="sm" role="alert">
          {thread.error.message}
        </Text>
      ) : (
        <MessageThread
          messages={thread.data.messages}
          viewer="guest"
          emptyText={`No messages yet. Ask ${host} anything about your stay; they are told by e-mail.`}
          replyLabel={`Message to ${host}`}
          onSend={(body) => send.mutateAsync(body)}
        />
      )}
    </TripSection>
  );
}
