import type { AdminTag } from '@innkeep/contract/admin';
import { CloseButton, Group, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { deleteTag, useTagUsage } from '../api/tags.ts';
import { AdminListView } from '../components/admin-list-view.tsx';
import { AdminPageHeader, NewButton } from '../components/admin-page-header.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { TagDialog } from '../components/tag-dialog.tsx';

const listingsText = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;

function TagChip({ tag, onEdit, onDelete }: { tag: AdminTag; onEdit: () => void; onDelete: () => void }) {
  return (
    <Paper withBorder radius="xl" pl="md" pr={4} py={4} bg="brand.0" data-testid="tag-chip">
      <Group gap={6} wrap="nowrap">
        <Tooltip label={`Used by ${listingsText(tag.listings_count)}`} withArrow>
          <UnstyledButton onClick={onEdit} aria-label={`Edit tag ${tag.name}`}>
            <Text size="sm" fw={500}>
              {tag.name}
            </Text>
          </UnstyledButton>
        </Tooltip>
        <CloseButton size="sm" radius="xl" aria-label={`Delete tag ${tag.name}`} onClick={onDelete} />
      </Group>
    </Paper>
  );
}

function TagUsage({ tag }: { tag: AdminTag }) {
  const usage = useTagUsage(tag.id);
  const count = usage.data ?? tag.listings_count;
  return (
    <Text size="sm">
      {count === 0 ? (
        <>
          No listing uses <b>{tag.name}</b>.
        </>
      ) : (
        <>
          <b>{tag.name}</b> is used by {listingsText(count)}; it will be removed from{' '}
          {count === 1 ? 'it' : 'them'}.
        </>
      )}
    </Text>
  );
}

/** `/admin/tags`: chips of the tags listings can carry; click to edit, × to delete (docs/requirements/wire.md#R-W12). */
export default function AdminTagsPage() {
  const [dialog, setDialog] = useState<{ tag: AdminTag | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTag | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Tags"
        description="Tags hosts can give their listings. Click a tag to rename it."
        action={<NewButton onClick={() => setDialog({ tag: null })}>New Tag</NewButton>}
      />
      <AdminListView resource="tags" searchLabel="Search tags" emptyText="No tags yet.">
        {(tags) => (
          <Group gap="sm">
            {tags.map((tag) => (
              <TagChip
                key={tag.id}
                tag={tag}
                onEdit={() => setDialog({ tag })}
                onDelete={() => setDeleting(tag)}
              />
            ))}
          </Group>
        )}
      </AdminListView>
      <TagDialog opened={dialog !== null} tag={dialog?.tag ?? null} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this tag?"
        remove={deleteTag}
        done="Tag deleted"
        alsoReload={[['lookups']]}
        onClose={() => setDeleting(null)}
      >
        {deleting && <TagUsage tag={deleting} />}
      </ConfirmDeleteDialog>
    </>
  );
}
