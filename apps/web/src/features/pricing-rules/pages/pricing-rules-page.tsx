import {
  PRICING_RULE_KIND_LABELS,
  PRICING_RULE_KINDS,
  type PricingRuleKind,
} from '@innkeep/contract/pricing-rules';
import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyListingOptions } from '../../../api/listings.ts';
import { usePricingRules } from '../../../api/pricing-rules.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteRule } from '../api/delete-rule.ts';
import { type RuleBody, useSaveRule } from '../api/save-rule.ts';

interface Draft {
  id: number | null;
  kind: PricingRuleKind;
  direction: 'discount' | 'premium';
  percent: number | string;
  /** days (last-minute, far-out), nights (length of stay) or minimum nights (orphan nights). */
  number: number | string;
  listingIds: string[];
}

const empty: Draft = {
  id: null,
  kind: 'last_minute',
  direction: 'discount',
  percent: 10,
  number: 7,
  listingIds: [],
};

const NUMBER_LABEL: Record<PricingRuleKind, { label: string; description: string; field: string }> = {
  last_minute: {
    label: 'Days before arrival',
    description: 'Arrivals at most this many days after the day of booking (0: the same day)',
    field: 'days',
  },
  far_out: {
    label: 'Days ahead',
    description: 'Arrivals more than this many days after the day of booking',
    field: 'days',
  },
  orphan_nights: {
    label: 'Minimum stay in a short gap',
    description: 'A gap between two stays shorter than the minimum stay takes stays this short',
    field: 'minimum_nights',
  },
  length_of_stay: {
    label: 'Nights at least',
    description: 'The largest of this, the weekly and the monthly discount applies, never two',
    field: 'nights',
  },
};

const toDraft = (r: PricingRuleWire): Draft => ({
  id: r.id,
  kind: r.kind,
  direction: r.percent > 0 ? 'premium' : 'discount',
  percent: Math.abs(r.percent),
  number:
    (r.kind === 'length_of_stay' ? r.nights : r.kind === 'orphan_nights' ? r.minimum_nights : r.days) ?? 0,
  listingIds: r.listing_ids.map(String),
});

function toBody(d: Draft): RuleBody {
  const size = typeof d.percent === 'number' ? d.percent : Number.NaN;
  const percent = d.kind === 'far_out' && d.direction === 'premium' ? size : -size;
  const n = typeof d.number === 'number' ? d.number : null;
  return {
    kind: d.kind,
    percent,
    days: d.kind === 'last_minute' || d.kind === 'far_out' ? n : null,
    nights: d.kind === 'length_of_stay' ? n : null,
    minimum_nights: d.kind === 'orphan_nights' ? n : null,
    listing_ids: d.listingIds.map(Number),
  };
}

/**
 * `/pricing-rules` (docs/requirements/host.md#R-H18): last-minute, far-out, orphan-night and length-of-stay rules,
 * each applied to the listings chosen. The multi-calendar marks the nights they change before they apply.
 */
export default function PricingRulesPage() {
  const rules = usePricingRules();
  const listings = useMyListingOptions();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [draft, setDraft] = useState<Draft>(empty);
  const [deleting, setDeleting] = useState<PricingRuleWire | null>(null);
  const names = new Map((listings.data ?? []).map((l) => [Number(l.value), l.label]));
  const errorOf = (field: string) => (isApiError(save.error) ? save.error.fieldError(field) : undefined);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const number = NUMBER_LABEL[draft.kind];
  const editing = draft.id !== null;

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
      <Card withBorder radius="md" p="lg">
        <form
          aria-label={editing ? 'Edit rule' : 'Add a rule'}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: draft.id, body: toBody(draft) }, { onSuccess: () => setDraft(empty) });
          }}
        >
          <Stack>
            <Title order={2} size="h3">
              {editing ? 'Edit rule' : 'Add a rule'}
            </Title>
            <Select
              label="Kind"
              data={PRICING_RULE_KINDS.map((k) => ({ value: k, label: PRICING_RULE_KIND_LABELS[k] }))}
              value={draft.kind}
              onChange={(v) =>
                set({ kind: (v as PricingRuleKind | null) ?? 'last_minute', direction: 'discount' })
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errorOf('kind')}
            />
            {draft.kind === 'far_out' && (
              <SegmentedControl
                aria-label="Discount or premium"
                data={[
                  { value: 'discount', label: 'Discount' },
                  { value: 'premium', label: 'Premium' },
                ]}
                value={draft.direction}
                onChange={(v) => set({ direction: v as Draft['direction'] })}
              />
            )}
            <Group grow align="flex-start">
              <NumberInput
                label={
                  draft.direction === 'premium' && draft.kind === 'far_out' ? 'Premium (%)' : 'Discount (%)'
                }
                value={draft.percent}
                onChange={(v) => set({ percent: v })}
                min={1}
                max={100}
                allowDecimal={false}
                error={errorOf('percent')}
                required
              />
              <NumberInput
                label={number.label}
                description={number.description}
                value={draft.number}
                onChange={(v) => set({ number: v })}
                min={0}
                allowDecimal={false}
                error={errorOf(number.field)}
                required
              />
            </Group>
            <Checkbox.Group
              label="Listings"
              value={draft.listingIds}
              onChange={(v) => set({ listingIds: v })}
              error={errorOf('listing_ids')}
            >
              <Stack gap={6} mt={6}>
                {(listings.data ?? []).map((l) => (
                  <Checkbox key={l.value} value={l.value} label={l.label} />
                ))}
                {listings.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No published listings yet.
                  </Text>
                )}
              </Stack>
            </Checkbox.Group>
            {/* A refusal that names fields shows under them; any other failure here. */}
            {save.error && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0) ? (
              <Alert color="red" role="alert">
                {errorText(save.error)}
              </Alert>
            ) : null}
            {save.isSuccess && !editing && (
              <Alert color="green" role="status">
                {save.data.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {editing ? 'Save rule' : 'Add rule'}
              </Button>
              {editing && (
                <Button variant="subtle" onClick={() => setDraft(empty)}>
                  Cancel editing
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your rules
        </Title>
        {rules.data?.length === 0 && <Text c="dimmed">No rules yet.</Text>}
        {rules.data?.map((r) => (
          <Card key={r.id} withBorder radius="md" p="md" data-testid={`rule-${r.id}`}>
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
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setDraft(toDraft(r))}
                  aria-label={`Edit ${r.summary}`}
                >
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setDeleting(r)}
                  aria-label={`Delete ${r.summary}`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <DeleteDialog
        opened={deleting !== null}
        title="Delete rule?"
        error={remove.error}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onDelete={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (draft.id === deleting.id) setDraft(empty);
              setDeleting(null);
            },
          })
        }
      >
        {deleting && (
          <Text size="sm">
            “{deleting.summary}” stops applying to new bookings. Stays already booked keep their price.
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}
