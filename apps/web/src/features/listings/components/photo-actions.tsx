import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';

interface PhotoActionsProps {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** A photo's file name, the buttons that move it earlier or later (keyboard, touch), and Remove. */
export function PhotoActions({ name, index, count, onMove, onRemove }: PhotoActionsProps) {
  return (
    <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
      <Text size="xs" c="dimmed" truncate title={name}>
        {name}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Move earlier">
          <ActionIcon
            variant="default"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={`Move photo ${index + 1} earlier`}
          >
            <IconArrowLeft size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move later">
          <ActionIcon
            variant="default"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={`Move photo ${index + 1} later`}
          >
            <IconArrowRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove photo">
          <ActionIcon variant="light" color="red" onClick={onRemove} aria-label={`Remove photo ${index + 1}`}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
