import { Alert, Button, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useConversations } from '../api/get-conversations.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationThread, type StayActionsSlot } from '../components/conversation-thread.tsx';

const idFrom = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/inbox` (docs/requirements/host.md#R-H7, decision 0041): the host's conversations with guests. Wide screens show the list beside
 * the open thread; a phone shows the list, then the thread with a way back. The open thread is in the URL
 * (`?conversation=12`), which the host's e-mail links to.
 */
export default function InboxPage({ stayActions }: { stayActions?: StayActionsSlot } = {}) {
  const [params, setParams] = useSearchParams();
  const selected = idFrom(params.get('conversation'));
  const list = useConversations();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const select = (id: number | null) =>
    setParams((p) => {
      if (id === null) p.delete('conversation');
      else p.set('conversation', String(id));
      return p;
    });

  const listPanel = list.isPending ? (
    <Loader aria-label="Loading conversations" />
  ) : list.isError ? (
    <Alert color="red" role="alert">
      {list.error.message}
    </Alert>
  ) : list.data.data.length === 0 ? (
    <Text c="dimmed" p="sm">
      No conversations yet. When a guest writes from their trip page or with an inquiry, the thread appears
      here.
    </Text>
  ) : (
    <ConversationList conversations={list.data.data} selected={selected} onSelect={select} />
  );

  const unread = list.data?.meta.unread_total ?? 0;
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
                {listPanel}
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
          listPanel
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
