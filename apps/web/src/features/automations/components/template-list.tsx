import type { MessageTemplate } from '@innkeep/contract/message-templates';
import { Stack, Text } from '@mantine/core';
import type { DeleteTarget } from './confirm-delete.tsx';
import { ItemCard, NewItemButton } from './item-card.tsx';

interface TemplateListProps {
  templates: MessageTemplate[];
  /** The template being deleted, if any. */
  deletingId: number | undefined;
  onNew: () => void;
  onEdit: (template: MessageTemplate) => void;
  onDelete: (target: DeleteTarget) => void;
}

/** The host's message templates, each with the start of its text; and a new one. */
export function TemplateList({ templates, deletingId, onNew, onEdit, onDelete }: TemplateListProps) {
  return (
    <Stack gap="sm">
      <NewItemButton onClick={onNew}>New template</NewItemButton>
      {templates.length === 0 ? <Text c="dimmed">No templates yet.</Text> : null}
      {templates.map((t) => (
        <ItemCard
          key={t.id}
          name={t.name}
          kind="template"
          onEdit={() => onEdit(t)}
          onDelete={() => onDelete({ kind: 'template', id: t.id, name: t.name })}
          deleting={deletingId === t.id}
        >
          <Text fw={600}>{t.name}</Text>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {t.body}
          </Text>
        </ItemCard>
      ))}
    </Stack>
  );
}
