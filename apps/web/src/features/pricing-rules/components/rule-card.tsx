import { PRICING_RULE_KIND_LABELS } from '@innkeep/contract/pricing-rules';
import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import { Button, Card, Group, Stack, Text } from '@mantine/core';

interface RuleCardProps {
  rule: PricingRuleWire;
  /** Listing names by id. */
  names: ReadonlyMap<number, string>;
  onEdit: () => void;
  onDelete: () => void;
}

/** A saved rule: its kind, what it does, the listings it applies to, with Edit and Delete. */
export function RuleCard({ rule: r, names, onEdit, onDelete }: RuleCardProps) {
  return (
    <Card withBorder radius="md" p="md" data-testid={`rule-${r.id}`}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{PRICING_RULE_KIND_LABELS[r.kind]}</Text>
          <Text size="sm">{r.summary}</Text>
          <Text size="sm" c="dimmed">
            {r.listing_ids.length === 0
              ? 'No listings'
              : r.listing_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${r.summary}`}>
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onDelete}
            aria-label={`Delete ${r.summary}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
