import {
  Alert,
  Button,
  Container,
  Grid,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { type InboxSort, useConversationPages } from '../api/get-conversations.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationThread, type StayActionsSlot } from '../components/conversation-thread.tsx';

const idFrom = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/inbox` (docs/requirements/host.md#R-H7, decision 0041): the host's conversations with guests. Wide screens show the list beside
 * the open thread; a phone shows the list, then the thread with a way back. The open thread is in the URL
 * (`?conversation=12`), which the host's e-mail and the reservation drawer's Message guest link to; so is the
 * order (`?sort=arrival`: stays not over yet, soonest check-in first; docs/requirements/host.md#R-H14). The
 * list comes a page at a time, Show more adding the next (R-H29, decision 0095).
 */
export default function InboxPage({ stayActions }: { stayActions?: StayActionsSlot } = {}) {
  const [params, setParams] = useSearchParams();
  const selected = idFrom(params.get('conversation'));
  const sort: InboxSort = params.get('sort') === 'arrival' ? 'arrival' : 'activity';
  const list = useConversationPages(sort);
  const threads = list.data?.pages.flatMap((p) => p.data) ?? [];
  const first = list.data?.pages[0]?.meta;
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const setSort = (value: string) =>
    setParams((p) => {
      if (value === 'arrival') p.set('sort', 'arrival');
      else p.delete('sort');
      return p;
    });
  const select = (id: number | null) =>
    setParams((p) => {
      if (id === null) p.delete('conversation');
      else p.set('conversation', String(id));
      return p;
    });

  const listPanel = list.isPending ? (
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
      <ConversationList conversations={threads} selected={selected} onSelect={select} />
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
  );
  const sortControl = (
    <SegmentedControl
      fullWidth
      radius={0}
      aria-label="Order of the conversations"
      value={sort}
      onChange={setSort}
      data={[
        { value: 'activity', label: 'Latest message' },
        { value: 'arrival', label: 'Upcoming arrival' },
      ]}
    />
  );
  const listWithSort = (
    <Stack gap={0}>
      {sortControl}
      {listPanel}
    </Stack>
  );

  const unread = first?.unread_total ?? 0;
  return (
    <Container fluid px={{ base: 0, sm: 'md' }}>
      <PageMeta title="Inbox" />
      <Stack gap="md">
        <Title order={1} px={{ base: 'sm', sm: 0 }}>
          Inbox
          {unread > 0 && (
            <Text span c="dimmed" size="lg" ml="sm">
              {unread} unread
            </Text>
          )}
        </Title>
        {wide ? (
          <Grid gap="md">
            <Grid.Col span={4}>
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                {listWithSort}
              </Paper>
            </Grid.Col>
            <Grid.Col span={8}>
              {selected === null ? (
                <Text c="dimmed">Choose a conversation to read it and reply.</Text>
              ) : (
                <ConversationThread
                  key={selected}
                  id={selected}
                  stayActions={stayActions}
                  onClose={() => select(null)}
                />
              )}
            </Grid.Col>
          </Grid>
        ) : selected === null ? (
          listWithSort
        ) : (
          <Stack gap="sm" px="sm">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => select(null)}
              style={{ alignSelf: 'flex-start' }}
              size="md"
            >
              All conversations
            </Button>
            <ConversationThread
              key={selected}
              id={selected}
              stayActions={stayActions}
              onClose={() => select(null)}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
