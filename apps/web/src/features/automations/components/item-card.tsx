import { ActionIcon, Button, Card, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ItemCardProps {
  /** The item's name: the card's label and the end of its buttons' names ("Edit template Welcome"). */
  name: string;
  /** "template" or "automation", in the buttons' names. */
  kind: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
}

/** One template or automation in its list: what it is on the left, edit and delete on the right. */
export function ItemCard({ name, kind, onEdit, onDelete, deleting, children }: ItemCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {children}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${kind} ${name}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Delete ${kind} ${name}`}
            loading={deleting}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** A list's "New …" button, above its cards. */
export function NewItemButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
