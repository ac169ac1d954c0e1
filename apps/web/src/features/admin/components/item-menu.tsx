import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ItemMenuProps {
  /** Names the item for screen readers: "Actions for {label}". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** One more action between Edit and Delete (the reviews' Hide or Show). */
  extra?: { label: string; icon: ReactNode; onClick: () => void } | undefined;
}

/** The per-card Edit/Delete menu of the blog and review grids. */
export function ItemMenu({ label, onEdit, onDelete, extra }: ItemMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        {extra && (
          <Menu.Item leftSection={extra.icon} onClick={extra.onClick}>
            {extra.label}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
