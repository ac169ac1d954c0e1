import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ItemMenuProps {
  /** Names the item for screen readers: "Actions for {label}". */
  label: string;
  /** Without it (or onDelete) the item offers no Edit (Delete): a verified stay review keeps the guest's words. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** More actions between Edit and Delete (the reviews' Hide or Show, note and history). */
  extras?: { label: string; icon: ReactNode; onClick: () => void }[];
}

/** The per-card Edit/Delete menu of the blog and review grids. */
export function ItemMenu({ label, onEdit, onDelete, extras = [] }: ItemMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {extras.map((extra) => (
          <Menu.Item key={extra.label} leftSection={extra.icon} onClick={extra.onClick}>
            {extra.label}
          </Menu.Item>
        ))}
        {onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
