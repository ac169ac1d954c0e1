import { type Automation, describeAutomation } from '@innkeep/contract/message-templates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DeleteTarget } from './confirm-delete.tsx';
import { ItemCard, NewItemButton } from './item-card.tsx';

interface AutomationListProps {
  automations: Automation[];
  /** An automation sends a template: without one there is nothing to automate yet. */
  hasTemplates: boolean;
  /** The automation being deleted, if any. */
  deletingId: number | undefined;
  onNew: () => void;
  onEdit: (automation: Automation) => void;
  onDelete: (target: DeleteTarget) => void;
}

/** The host's automations: what each sends and when, to how many listings and stays; and a new one. */
export function AutomationList({
  automations,
  hasTemplates,
  deletingId,
  onNew,
  onEdit,
  onDelete,
}: AutomationListProps) {
  return (
    <Stack gap="sm">
      {hasTemplates ? (
        <NewItemButton onClick={onNew}>New automation</NewItemButton>
      ) : (
        <Text c="dimmed">Write a template first: an automation sends one.</Text>
      )}
      {automations.length === 0 ? <Text c="dimmed">No automations yet.</Text> : null}
      {automations.map((a) => (
        <ItemCard
          key={a.id}
          name={a.template_name}
          kind="automation"
          onEdit={() => onEdit(a)}
          onDelete={() => onDelete({ kind: 'automation', id: a.id, name: a.template_name })}
          deleting={deletingId === a.id}
        >
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{a.template_name}</Text>
            <Badge color={a.enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {a.enabled ? 'On' : 'Off'}
            </Badge>
          </Group>
          <Text size="sm">Sends {describeAutomation(a.trigger, a.offset_hours)}</Text>
          <Text size="sm" c="dimmed">
            {a.listing_ids.length === 0
              ? 'All listings'
              : `${a.listing_ids.length} listing${a.listing_ids.length === 1 ? '' : 's'}`}{' '}
            · sent to {a.sent_count} stay{a.sent_count === 1 ? '' : 's'}
          </Text>
        </ItemCard>
      ))}
    </Stack>
  );
}
