import type { ConversationSummary } from '@innkeep/contract/conversations';
import { formatStayRange } from '@innkeep/contract/dates';
import { statusOf } from '@innkeep/contract/reservations';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge.tsx';

/** A status id as StatusBadge shows it. */
export const statusWire = (id: number) => ({ id, name: statusOf(id)?.name ?? `Status ${id}` });

/** The inbox's threads, in the order the server gave (latest activity or arrival): the guest, the unread badge, the stay and the latest words. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: ConversationSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <Stack
      gap={0}
      component="ul"
      aria-label="Conversations"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {conversations.map((c) => {
        const active = c.id === selected;
        return (
          <li key={c.id}>
            <UnstyledButton
              onClick={() => onSelect(c.id)}
              aria-current={active ? 'true' : undefined}
              data-testid="conversation-item"
              w="100%"
              p="sm"
              mih={56}
              style={{
                borderBottom: '1px solid var(--mantine-color-gray-3)',
                background: active ? 'var(--mantine-color-green-0)' : undefined,
              }}
            >
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={c.unread_count > 0 ? 700 : 600} size="sm" truncate>
                    {c.guest_name}
                  </Text>
                  {c.unread_count > 0 && (
                    <Badge
                      color="red"
                      size="sm"
                      circle={c.unread_count < 10}
                      aria-label={`${c.unread_count} unread`}
                    >
                      {c.unread_count}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {c.listing_name} · {formatStayRange(c.start_date, c.end_date)}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <StatusBadge status={statusWire(c.status_id)} size="xs" style={{ flexShrink: 0 }} />
                  {c.last_message_at === null ? (
                    <Text size="xs" c="dimmed" fs="italic" truncate>
                      No messages yet
                    </Text>
                  ) : (
                    <Text size="xs" truncate c={c.unread_count > 0 ? undefined : 'dimmed'}>
                      {c.last_message_sender === 'host' ? 'You: ' : ''}
                      {c.last_message_preview}
                    </Text>
                  )}
                </Group>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
