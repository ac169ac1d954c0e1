import { Alert, CloseButton, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Why chosen files were not added (type, size, duplicates), until the host dismisses it. */
export function RefusedFilesAlert({ messages, onDismiss }: { messages: string[]; onDismiss: () => void }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Some files were not added" role="alert">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <List size="sm" spacing={2}>
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
        <CloseButton aria-label="Dismiss" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}

/** Under a file list's drop zone: what was just refused, then what the form's check says of the whole list. */
export function FileListMessages({
  refused,
  onDismiss,
  listError,
}: {
  refused: string[];
  onDismiss: () => void;
  listError: string | undefined;
}) {
  return (
    <>
      <RefusedFilesAlert messages={refused} onDismiss={onDismiss} />
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
    </>
  );
}
