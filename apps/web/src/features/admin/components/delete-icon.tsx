import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A table row's delete icon; the label names the row for screen readers and tests. */
export function DeleteIcon({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
