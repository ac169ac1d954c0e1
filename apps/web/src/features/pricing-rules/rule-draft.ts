import type { PricingRuleKind } from '@innkeep/contract/pricing-rules';
import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import type { RuleBody } from './api/save-rule.ts';

/** The rule form's fields, as typed (a number input holds a string while it is being edited). */
export interface Draft {
  id: number | null;
  kind: PricingRuleKind;
  direction: 'discount' | 'premium';
  percent: number | string;
  /** days (last-minute, far-out), nights (length of stay) or minimum nights (orphan nights). */
  number: number | string;
  listingIds: string[];
}

/** A new rule: a 10% last-minute discount for arrivals within a week. */
export const emptyDraft: Draft = {
  id: null,
  kind: 'last_minute',
  direction: 'discount',
  percent: 10,
  number: 7,
  listingIds: [],
};

/** The rule's number field: what it counts, by kind, and the field a refusal names. */
export const NUMBER_LABEL: Record<PricingRuleKind, { label: string; description: string; field: string }> = {
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

/** A saved rule, to edit in the form. */
export const toDraft = (r: PricingRuleWire): Draft => ({
  id: r.id,
  kind: r.kind,
  direction: r.percent > 0 ? 'premium' : 'discount',
  percent: Math.abs(r.percent),
  number:
    (r.kind === 'length_of_stay' ? r.nights : r.kind === 'orphan_nights' ? r.minimum_nights : r.days) ?? 0,
  listingIds: r.listing_ids.map(String),
});

/** The form as the API takes it: a premium only far out; a number the field is not for is null. */
export function toBody(d: Draft): RuleBody {
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
