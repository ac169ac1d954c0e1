import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyListingOptions } from '../../../api/listings.ts';
import { usePricingRules } from '../../../api/pricing-rules.ts';
import { DeleteDialog, deleteDialogState } from '../../../components/delete-dialog.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useDeleteRule } from '../api/delete-rule.ts';
import { RuleCard } from '../components/rule-card.tsx';
import { RuleForm } from '../components/rule-form.tsx';
import { type Draft, emptyDraft, toDraft } from '../rule-draft.ts';

/**
 * `/pricing-rules` (docs/requirements/host.md#R-H18): last-minute, far-out, orphan-night and length-of-stay rules,
 * each applied to the listings chosen. The multi-calendar marks the nights they change before they apply.
 */
export default function PricingRulesPage() {
  const rules = usePricingRules();
  const listings = useMyListingOptions();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [deleting, setDeleting] = useState<PricingRuleWire | null>(null);
  const dialog = deleteDialogState({
    item: deleting,
    mutation: useDeleteRule(),
    variables: (r) => r.id,
    onClose: () => setDeleting(null),
    // The form stops editing a rule that is gone.
    onDeleted: () => {
      if (draft.id === deleting?.id) setDraft(emptyDraft);
    },
  });
  const names = new Map((listings.data ?? []).map((l) => [Number(l.value), l.label]));

  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title="Pricing rules" />
      <Group justify="space-between" align="baseline">
        <Title order={1}>Pricing rules</Title>
        <Anchor component={Link} to="/calendar" size="sm">
          See them on the calendar
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Rules change the price of the nights (season, weekend or base price) for stays on the listings you
        choose: first the largest stay-length discount, then a last-minute or far-out rule, then the
        orphan-night rule. Guests see each rule by name in the price, and stays already booked keep theirs.
      </Text>
      <RuleForm draft={draft} setDraft={setDraft} listings={listings.data} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your rules
        </Title>
        {rules.data?.length === 0 && <Text c="dimmed">No rules yet.</Text>}
        {rules.data?.map((r) => (
          <RuleCard
            key={r.id}
            rule={r}
            names={names}
            onEdit={() => setDraft(toDraft(r))}
            onDelete={() => setDeleting(r)}
          />
        ))}
      </Stack>
      <DeleteDialog {...dialog} title="Delete rule?">
        {deleting && (
          <Text size="sm">
            “{deleting.summary}” stops applying to new bookings. Stays already booked keep their price.
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
