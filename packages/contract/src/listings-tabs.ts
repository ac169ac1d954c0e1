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
  /** 'N required field(s) missing', 'N image required' or 'N bed type required'. */
  hint: string;
}

export function tabOfField(field: string): ListingTab | undefined {
  const top = field.split(/[.[]/)[0] ?? field;
  return LISTING_TABS.find((t) => t.fields.includes(top));
}

/**
 * Per-tab error counts in the error order; the first entry is the tab to open. Accepts the
 * server's `errors` (`{ field: [msg] }`) or react-hook-form's errors object (top-level keys).
 */
export function countErrorsByTab(errors: Record<string, unknown>): TabErrorCount[] {
  const counts = new Map<ListingTab, number>();
  for (const [field, value] of Object.entries(errors)) {
    if (value === undefined || value === null) continue;
    const tab = tabOfField(field);
    if (tab) counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return LISTING_TABS.filter((t) => counts.has(t)).map((tab) => {
    const count = counts.get(tab) ?? 0;
    const hint =
      tab.hint === 'images'
        ? `${count} image required`
        : tab.hint === 'rooms'
          ? `${count} bed type required`
          : `${count} required field(s) missing`;
    return { tab, count, hint };
  });
}

export const TAB_ERRORS_ALERT = 'Please fix errors in the following tabs:';
