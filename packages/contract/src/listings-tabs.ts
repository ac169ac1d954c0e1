/** The listing form's tabs and their error hints (docs/requirements/wire.md#R-W12 "Create / edit listing", section 5 "Tab hints"). */
import {
  ADDITIONAL_INFO_FIELDS,
  ADDRESS_FIELDS,
  BASIC_INFO_FIELDS,
  BOOKING_FIELDS,
  CONTACT_FIELDS,
  PRICE_FIELDS,
} from './listings-constants.ts';

export interface ListingTab {
  key: string;
  label: string;
  /** Error keys of this tab (an error key `rooms.0.quantity` belongs to the tab of `rooms`). */
  fields: readonly string[];
  /** How the tab's hint counts: photos and bed entries have their own wording (docs/requirements/wire.md#R-W6). */
  hint: 'fields' | 'images' | 'rooms';
}

/** In the error order (the first tab with errors opens, docs/requirements/wire.md#R-W6), then the two tabs that have none. */
export const LISTING_TABS: readonly ListingTab[] = [
  { key: 'basic_info', label: 'Basic Info', fields: [...BASIC_INFO_FIELDS, 'tags'], hint: 'fields' },
  { key: 'address', label: 'Address', fields: ADDRESS_FIELDS, hint: 'fields' },
  { key: 'media', label: 'Media', fields: ['images'], hint: 'images' },
  {
    key: 'price',
    label: 'Price & fees',
    fields: [...PRICE_FIELDS, 'excluded_fees', 'taxes'],
    hint: 'fields',
  },
  {
    key: 'additional_info',
    label: 'Additional info',
    fields: [...ADDITIONAL_INFO_FIELDS, 'additional_info_checked'],
    hint: 'fields',
  },
  { key: 'contact', label: 'Contact and Invoicing', fields: CONTACT_FIELDS, hint: 'fields' },
  { key: 'booking', label: 'Booking settings', fields: BOOKING_FIELDS, hint: 'fields' },
  { key: 'bed_types', label: 'Bed types', fields: ['rooms'], hint: 'rooms' },
  { key: 'amenities', label: 'Amenities', fields: ['amenities'], hint: 'fields' },
  { key: 'attachments', label: 'Attachment', fields: ['attachments'], hint: 'fields' },
];
export type ListingTabKey =
  | 'basic_info'
  | 'address'
  | 'media'
  | 'price'
  | 'additional_info'
  | 'contact'
  | 'booking'
  | 'bed_types'
  | 'amenities'
  | 'attachments';
export const LISTING_TAB_DISPLAY_ORDER: readonly ListingTabKey[] = [
  'basic_info',
  'address',
  'media',
  'amenities',
  'price',
  'additional_info',
  'contact',
  'attachments',
  'booking',
  'bed_types',
];

export interface TabErrorCount {
  tab: ListingTab;
  count: number;
  /**
   * 'N required field(s) missing', 'N image required' or 'N bed type required' (docs/requirements/wire.md#R-W6);
   * a field that is filled in but refused (a price of 0, maximum nights under the minimum) counts apart, as
   * 'N field(s) to fix', so the hint never calls it missing.
   */
  hint: string;
}

export function tabOfField(field: string): ListingTab | undefined {
  const top = field.split(/[.[]/)[0] ?? field;
  return LISTING_TABS.find((t) => t.fields.includes(top));
}

/** The first message in an error: the server's `[msg]`, react-hook-form's `{ message }`, or one nested in a row. */
function firstMessage(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value;
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  const own = (value as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Whether an error says the field is blank: every required rule's message reads "… is required". */
function isMissing(value: unknown): boolean {
  return / is required\b/.test(firstMessage(value) ?? '');
}

function fieldsHint(missing: number, other: number): string {
  const parts = [
    missing > 0 ? `${missing} required field(s) missing` : '',
    other > 0 ? `${other} field(s) to fix` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Per-tab error counts in the error order; the first entry is the tab to open. Accepts the
 * server's `errors` (`{ field: [msg] }`) or react-hook-form's errors object (top-level keys).
 */
export function countErrorsByTab(errors: Record<string, unknown>): TabErrorCount[] {
  const counts = new Map<ListingTab, { missing: number; other: number }>();
  for (const [field, value] of Object.entries(errors)) {
    if (value === undefined || value === null) continue;
    const tab = tabOfField(field);
    if (!tab) continue;
    const count = counts.get(tab) ?? { missing: 0, other: 0 };
    if (isMissing(value)) count.missing += 1;
    else count.other += 1;
    counts.set(tab, count);
  }
  return LISTING_TABS.filter((t) => counts.has(t)).map((tab) => {
    const { missing, other } = counts.get(tab) ?? { missing: 0, other: 0 };
    const count = missing + other;
    const hint =
      tab.hint === 'images'
        ? `${count} image required`
        : tab.hint === 'rooms'
          ? `${count} bed type required`
          : fieldsHint(missing, other);
    return { tab, count, hint };
  });
}

export const TAB_ERRORS_ALERT = 'Please fix errors in the following tabs:';
