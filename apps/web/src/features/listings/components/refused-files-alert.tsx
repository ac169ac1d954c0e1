import { Alert, CloseButton, Group, List } from '@mantine/core';
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
