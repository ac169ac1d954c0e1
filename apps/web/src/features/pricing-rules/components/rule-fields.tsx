import {
  PRICING_RULE_KIND_LABELS,
  PRICING_RULE_KINDS,
  type PricingRuleKind,
} from '@innkeep/contract/pricing-rules';
import { MAX_DISCOUNT_PERCENT, MAX_PREMIUM_PERCENT } from '@innkeep/contract/pricing-rules-wire';
import { Group, NumberInput, SegmentedControl, Select } from '@mantine/core';
import { type Draft, NUMBER_LABEL } from '../rule-draft.ts';

interface RuleFieldsProps {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  /** The server's refusal of a field, if any. */
  errorOf: (field: string) => string | undefined;
}

/** What the rule is: its kind, a discount (or far out, a premium) and the days or nights it counts. */
export function RuleFields({ draft, set, errorOf }: RuleFieldsProps) {
  const number = NUMBER_LABEL[draft.kind];
  const premium = draft.direction === 'premium' && draft.kind === 'far_out';
  return (
    <>
      <Select
        label="Kind"
        data={PRICING_RULE_KINDS.map((k) => ({ value: k, label: PRICING_RULE_KIND_LABELS[k] }))}
        value={draft.kind}
        onChange={(v) => set({ kind: (v as PricingRuleKind | null) ?? 'last_minute', direction: 'discount' })}
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
      {/* Out of range stays as typed (no clamping on blur: a 150% premium would be saved as 100%), and the
          contract's check refuses it with its range before anything is sent. The sign is the direction's. */}
      <Group grow align="flex-start">
        <NumberInput
          label={premium ? 'Premium (%)' : 'Discount (%)'}
          value={draft.percent}
          onChange={(v) => set({ percent: v })}
          min={1}
          max={premium ? MAX_PREMIUM_PERCENT : MAX_DISCOUNT_PERCENT}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('percent')}
          required
        />
        <NumberInput
          label={number.label}
          description={number.description}
          value={draft.number}
          onChange={(v) => set({ number: v })}
          min={0}
          clampBehavior="none"
          allowDecimal={false}
          error={errorOf(number.field)}
          required
        />
      </Group>
    </>
  );
}
