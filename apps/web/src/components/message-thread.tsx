import {
  AUTOMATIC_MESSAGE,
  MESSAGE_MAX,
  type Message,
  MessageBody,
  type MessageSender,
} from '@innkeep/contract/conversations';
import { formatDateTime } from '@innkeep/contract/formats';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiError } from '../lib/api-client.ts';

// Only http(s) addresses become links; everything else a message holds is shown as text.
const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** A message's text with its web addresses as links that open apart from the app. */
export function withLinks(body: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let offset = 0;
  // split with a capturing group alternates text and addresses; the offset is each part's stable key.
  body.split(URL_PATTERN).forEach((part, i) => {
    if (part === '') return;
    parts.push(
      i % 2 === 1 ? (
        <Anchor key={offset} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
          {part}
        </Anchor>
      ) : (
        <Fragment key={offset}>{part}</Fragment>
      ),
    );
    offset += part.length;
  });
  return parts;
}

interface MessageThreadProps {
  messages: Message[];
  /**
   * The stay's listing's IANA zone: a message's time is written on its clock, named (`Nov 27, 2026, 14:05
   * Lisbon time`), as every time of a stay is (docs/requirements/host.md#R-H21).
   */
  timeZone: string;
  /** Whose screen this is: their own messages sit on the right. */
  viewer: MessageSender;
  /** Shown when there are no messages yet. */
  emptyText: string;
  /** Sends the reply; rejects with the API's error to show under the box. */
  onSend: (body: string) => Promise<unknown>;
  replyLabel?: string;
  /**
   * Scroll to the latest message when the thread opens (the inbox, where the thread is the page). Elsewhere
   * (the trip page) only a new message scrolls: the page opens at its top.
   */
  revealOnOpen?: boolean;
  /**
   * Beside Send: tools that put words in the reply box (the host's saved replies). `insert` appends to what is
   * already typed, which stays editable.
   */
  replyTools?: (insert: (text: string) => void) => ReactNode;
}

/**
 * A conversation: the messages oldest first (one's own on the right) and a reply box checked with the
 * contract's MessageBody, the rule the server applies. Used by the trip page and the host's inbox.
 */
export function MessageThread({
  messages,
  timeZone,
  viewer,
  emptyText,
  onSend,
  replyLabel = 'Your message',
  revealOnOpen = false,
  replyTools,
}: MessageThreadProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;

  const shown = useRef(revealOnOpen ? 0 : count);

  // A new message scrolls into view (the latest is what the reader came for); the messages the thread
  // opened with do not, unless asked.
  useEffect(() => {
    if (count > shown.current) end.current?.scrollIntoView?.({ block: 'nearest' });
    shown.current = count;
  }, [count]);

  const insert = (text: string) => {
    setDraft((d) => (d.trim() === '' ? text : `${d.trimEnd()}\n\n${text}`));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = MessageBody.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write a message');
    setError(null);
    setSending(true);
    try {
      await onSend(parsed.data);
      setDraft('');
    } catch (err) {
      setError(isApiError(err) ? (err.fieldError('body') ?? err.message) : 'The message could not be sent');
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap="sm" role="log" aria-label="Messages" aria-live="polite">
        {count === 0 && (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        )}
        {messages.map((m) => {
          const own = m.sender === viewer;
          return (
            <Paper
              key={m.id}
              data-testid="message"
              data-sender={m.sender}
              withBorder
              radius="md"
              p="sm"
              maw="85%"
              ml={own ? 'auto' : 0}
              bg={own ? 'var(--mantine-color-green-0)' : undefined}
            >
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {own ? 'You' : m.sender_name}
                  </Text>
                  {/* Sent by the host's automation: not the host answering what came before it. */}
                  {m.automatic && (
                    <Badge size="xs" variant="light" color="gray" data-testid="automatic-message">
                      {AUTOMATIC_MESSAGE}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at, timeZone)}</time>
                </Text>
              </Group>
              <Text size="sm" className="text-as-typed">
                {withLinks(m.body)}
              </Text>
            </Paper>
          );
        })}
        <Box ref={end} />
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={replyLabel}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              if (error) setError(null);
            }}
            rows={3}
            resize="vertical"
            maxLength={MESSAGE_MAX + 100}
            error={error}
            description={draft.length > MESSAGE_MAX - 500 ? `${draft.length} / ${MESSAGE_MAX}` : undefined}
          />
          <Group justify={replyTools ? 'space-between' : 'flex-end'} gap="xs">
            {replyTools?.(insert)}
            <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
