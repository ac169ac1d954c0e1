import { Button, Grid, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { type InboxSort, useConversationPages } from '../api/get-conversations.ts';
import { ConversationThread, type StayActionsSlot } from '../components/conversation-thread.tsx';
import { InboxList } from '../components/inbox-list.tsx';

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
    <InboxList list={list} sort={sort} orderControl={sortControl} selected={selected} onSelect={select} />
  );
  const thread = selected !== null && (
    <ConversationThread key={selected} id={selected} stayActions={stayActions} onClose={() => select(null)} />
  );

  const unread = first?.unread_total ?? 0;
  return (
    <DashboardWidth fluid>
      <PageMeta title="Inbox" />
      <Stack gap="md">
        <Title order={1}>
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
                thread
              )}
            </Grid.Col>
          </Grid>
        ) : selected === null ? (
          listWithSort
        ) : (
          <Stack gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => select(null)}
              style={{ alignSelf: 'flex-start' }}
              size="md"
            >
              All conversations
            </Button>
            {thread}
          </Stack>
        )}
      </Stack>
    </DashboardWidth>
  );
}
