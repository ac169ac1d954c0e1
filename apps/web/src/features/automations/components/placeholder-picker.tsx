import {
  PLACEHOLDER_LABELS,
  PLACEHOLDERS,
  type Placeholder,
  SECRET_PLACEHOLDERS,
} from '@innkeep/contract/message-templates';
import { Button, Group, Text } from '@mantine/core';

/** A button per placeholder, to insert it into the template's words; the secret ones in orange, and why. */
export function PlaceholderPicker({ onInsert }: { onInsert: (placeholder: Placeholder) => void }) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="placeholder-buttons">
        Insert a placeholder
      </Text>
      <Group gap={6} role="group" aria-labelledby="placeholder-buttons">
        {PLACEHOLDERS.map((p) => (
          <Button
            key={p}
            size="compact-sm"
            variant="light"
            color={SECRET_PLACEHOLDERS.includes(p) ? 'orange' : undefined}
            onClick={() => onInsert(p)}
            title={`{${p}}`}
          >
            {PLACEHOLDER_LABELS[p]}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        The door code and Wi-Fi (orange) go out only from 48 hours before check-in; sent earlier they read
        “(shared 48 hours before check-in)”.
      </Text>
    </div>
  );
}
