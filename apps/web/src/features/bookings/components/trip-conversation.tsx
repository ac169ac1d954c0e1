import { Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { MessageThread } from '../../../components/message-thread.tsx';
import { useGuestMessages, useSendGuestMessage } from '../api/guest-messages.ts';
import { TripSection } from './trip-sections.tsx';

/** The link that opens the trip page at its thread ("Read and reply" in the host's message e-mail). */
export const MESSAGES_ANCHOR = 'messages';

/**
 * The guest's conversation with the host (decision 0040), a section of the trip and finalise pages. The page
 * opens at its top; only `#messages` in the link scrolls here, once the thread has loaded. `timeZone`: the
 * listing's, whose clock the page's other times are on.
 */
export function TripConversation({ hash, timeZone }: { hash: string; timeZone: string }) {
  const thread = useGuestMessages(hash);
  const send = useSendGuestMessage(hash);
  const anchor = useRef<HTMLDivElement>(null);
  const host = thread.data?.host_name ?? 'your host';
  const loaded = thread.isSuccess;

  useEffect(() => {
    if (loaded && window.location.hash === `#${MESSAGES_ANCHOR}`)
      anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  return (
    // Clear of the sticky header, so the thread opens with its heading in view.
    <div id={MESSAGES_ANCHOR} ref={anchor} style={{ scrollMarginTop: 80 }}>
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
            timeZone={timeZone}
            viewer="guest"
            emptyText={`No messages yet. Ask ${host} anything about your stay; they are told by e-mail.`}
            replyLabel={`Message to ${host}`}
            onSend={(body) => send.mutateAsync(body)}
          />
        )}
      </TripSection>
    </div>
  );
}
