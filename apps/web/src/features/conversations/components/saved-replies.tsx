import { Anchor, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconMessage2 } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageTemplatesQuery, previewMessageTemplate } from '../../../api/message-templates.ts';
import { useMembership } from '../../../api/team.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';

/**
 * The host's message templates as saved replies (docs/requirements/host.md#R-H15): choosing one asks the server to
 * fill its placeholders for this stay and puts the words in the reply box, to edit before sending.
 */
export function SavedReplies({
  reservationId,
  insert,
}: {
  reservationId: number;
  insert: (text: string) => void;
}) {
  const templates = useQuery(messageTemplatesQuery);
  // A co-host uses the host's templates but cannot write them (decision 0102): no link to a page they may not open.
  const teamMember = Boolean(useMembership().data?.data);
  const fill = useMutation({
    mutationFn: (body: string) => previewMessageTemplate({ body, reservation_id: reservationId }),
    onSuccess: (filled) => {
      insert(filled.body);
      if (filled.secrets_withheld)
        notifications.show({
          color: 'yellow',
          message: 'The door code and Wi-Fi are shared 48 hours before check-in: the reply says so for now.',
        });
    },
    onError: (err) =>
      notifications.show({
        color: 'red',
        message: isApiError(err) ? err.message : 'The saved reply could not be filled in. Please try again.',
      }),
  });
  const list = templates.data ?? [];
  return (
    <Menu position="top-start" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconMessage2 size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={fill.isPending}
        >
          Saved replies
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.isPending ? (
          <Menu.Label>Loading…</Menu.Label>
        ) : templates.isError ? (
          <Text size="sm" c="red" p="xs" role="alert">
            {templates.error.message}
          </Text>
        ) : list.length === 0 && teamMember ? (
          <Text size="sm" p="xs">
            The host has no saved replies yet.
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" p="xs">
            No saved replies yet.{' '}
            <Anchor component={Link} to="/automations">
              Write a message template
            </Anchor>{' '}
            to use it here.
          </Text>
        ) : (
          <>
            <Menu.Label>Filled in for this stay; edit before sending</Menu.Label>
            {list.map((t) => (
              <Menu.Item key={t.id} onClick={() => fill.mutate(t.body)}>
                {t.name}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
