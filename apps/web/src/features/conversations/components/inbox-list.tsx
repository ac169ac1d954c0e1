import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { InboxSort, useConversationPages } from '../api/get-conversations.ts';
import { ConversationList } from './conversation-list.tsx';

interface InboxListProps {
  /** The list's pages so far. */
  list: ReturnType<typeof useConversationPages>;
  sort: InboxSort;
  /** Above the list: the control of its order (the page's, with the dashboard's styles). */
  orderControl: ReactNode;
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** The host's conversations in the order chosen, a page at a time, with Show more for the next. */
export function InboxList({ list, sort, orderControl, selected, onSelect }: InboxListProps) {
  const threads = list.data?.pages.flatMap((p) => p.data) ?? [];
  const first = list.data?.pages[0]?.meta;
  return (
    <Stack gap={0}>
      {orderControl}
      {list.isPending ? (
        <Loader aria-label="Loading conversations" />
      ) : list.isError && !list.isFetchNextPageError ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : threads.length === 0 ? (
        <Text c="dimmed" p="sm">
          {sort === 'arrival'
            ? 'No upcoming stays.'
            : 'No conversations yet. Every inquiry and paid stay gets its thread here, so you can write first.'}
        </Text>
      ) : (
        <>
          <ConversationList conversations={threads} selected={selected} onSelect={onSelect} />
          <Stack gap={4} p="sm" align="center">
            <Text size="xs" c="dimmed">
              {threads.length} of {first?.total ?? threads.length} conversations
            </Text>
            {list.hasNextPage && (
              <Button
                variant="light"
                size="md"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show more
              </Button>
            )}
            {list.isFetchNextPageError && (
              <Text size="sm" c="red.8" role="alert">
                The next conversations could not be loaded. Try again.
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
