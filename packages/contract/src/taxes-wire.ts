// The listing's taxes on the wire and the host's tax report, apart from the tax arithmetic (taxes.ts): a public
// page prices cards with the arithmetic and must not load zod and the contract's schemas for it (decision 0093).
import { z } from 'zod';
import { decimalToNumber, requiredText } from './common.ts';
import { csvTable } from './csv.ts';
import { groupDigits, toMajor, toMinor } from './money.ts';
import {
  MAX_LISTING_TAXES,
  MAX_TAX_AMOUNT_MAJOR,
  MAX_TAX_NIGHTS,
  MAX_TAX_PERCENT,
  plural,
  TAX_TYPES,
  type TaxRule,
  type TaxType,
} from './taxes.ts';

// ---- the listing's taxes on the wire (listing API, listing form, public stay API) --------------------

/** A tax as the listing API shows it and the form sends it: amounts in major units. */
export interface ListingTaxWire {
  name: string;
  type: TaxType;
  /** Percentage taxes only. */
  percent: number | null;
  /** Per-person taxes only, major units. */
  amount: number | null;
  /** Per-person taxes only; null: every night. */
  max_nights: number | null;
}

export const ListingTaxReply = z.object({
  name: z.string(),
  type: z.enum(TAX_TYPES),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  max_nights: z.number().nullable(),
});

export const taxMessages = {
  list: 'Invalid list of taxes',
  tooMany: `At most ${MAX_LISTING_TAXES} taxes per listing`,
  nameRequired: 'Name the tax, e.g. Lisbon city tax',
  nameTooLong: 'A tax name must be at most 60 characters',
  type: 'Choose a percentage of the stay or an amount per person per night',
  percent: `The percent must be above 0 and at most ${MAX_TAX_PERCENT}, with at most 2 decimals`,
  amount: `The amount per person per night must be above 0 and at most ${groupDigits(MAX_TAX_AMOUNT_MAJOR)}`,
  maxNights: `The maximum of nights must be a whole number from 1 to ${MAX_TAX_NIGHTS}`,
  duplicate: 'Two taxes have the same name',
} as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optionalNumber = (message: string) =>
  z.preprocess((v) => (isBlank(v) ? undefined : decimalToNumber(v)), z.number({ error: message }).optional());

/** One tax of the listing form (error keys `taxes.0.percent` …). */
export const ListingTaxInput = z
  .object({
    name: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      requiredText(taxMessages.nameRequired, { max: 60, tooLong: taxMessages.nameTooLong }),
    ),
    type: z.enum(TAX_TYPES, { error: taxMessages.type }),
    percent: optionalNumber(taxMessages.percent),
    amount: optionalNumber(taxMessages.amount),
    max_nights: optionalNumber(taxMessages.maxNights),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'percentage') {
      const p = t.percent;
      if (p === undefined || !(p > 0) || p > MAX_TAX_PERCENT || Math.round(p * 100) !== p * 100)
        ctx.addIssue({ code: 'custom', path: ['percent'], message: taxMessages.percent });
    } else {
      const a = t.amount;
      if (a === undefined || !(a > 0) || a > MAX_TAX_AMOUNT_MAJOR)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: taxMessages.amount });
      const n = t.max_nights;
      if (n !== undefined && (!Number.isInteger(n) || n < 1 || n > MAX_TAX_NIGHTS))
        ctx.addIssue({ code: 'custom', path: ['max_nights'], message: taxMessages.maxNights });
    }
  });
export type ListingTaxInput = z.output<typeof ListingTaxInput>;

export const ListingTaxesInput = z
  .array(ListingTaxInput, { error: taxMessages.list })
  .max(MAX_LISTING_TAXES, taxMessages.tooMany)
  .superRefine((list, ctx) => {
    const names = list.map((t) => t.name.toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: taxMessages.duplicate });
    });
  });

/** A validated form tax as stored (minor units); a per-person amount below the currency's step is 0. */
export function toTaxRule(t: ListingTaxInput, currency: string): TaxRule {
  return t.type === 'percentage'
    ? { name: t.name, type: t.type, percent: t.percent ?? 0 }
    : {
        name: t.name,
        type: t.type,
        amountMinor: toMinor(t.amount ?? 0, currency),
        maxNights: t.max_nights ?? null,
      };
}

export function toListingTaxWire(rule: TaxRule, currency: string): ListingTaxWire {
  return {
    name: rule.name,
    type: rule.type,
    percent: rule.type === 'percentage' ? (rule.percent ?? 0) : null,
    amount: rule.type === 'per_person_per_night' ? toMajor(rule.amountMinor ?? 0, currency) : null,
    max_nights: rule.type === 'per_person_per_night' ? (rule.maxNights ?? null) : null,
  };
}

/** The stored JSON as rules, whatever an older or hand-edited row holds (anything else is dropped). */
export function readTaxRules(value: unknown): TaxRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: Record<string, unknown>) =>
    v && typeof v.name === 'string' && (TAX_TYPES as readonly unknown[]).includes(v.type)
      ? [
          {
            name: v.name,
            type: v.type as TaxType,
            percent: typeof v.percent === 'number' ? v.percent : null,
            amountMinor: typeof v.amountMinor === 'number' ? v.amountMinor : null,
            maxNights: typeof v.maxNights === 'number' ? v.maxNights : null,
          },
        ]
      : [],
  );
}

/** A tax rule in words for the stay page: `Lisbon city tax: €4.00 per guest per night, up to 7 nights`. */
export function taxRuleText(rule: TaxRule, formatMinor: (minor: number) => string): string {
  if (rule.type === 'percentage') return `${rule.name}: ${rule.percent ?? 0}% of the stay`;
  const cap = rule.maxNights ? `, up to ${plural(rule.maxNights, 'night', 'nights')}` : '';
  return `${rule.name}: ${formatMinor(rule.amountMinor ?? 0)} per guest per night${cap}`;
}

// ---- the host's tax report (`GET /api/taxes/report.csv?year=`) --------------------------------------

/** The report's year: 2000–2100, the current year when absent. */
export const TaxReportQuery = z.object({
  year: z.preprocess(
    (v) => (isBlank(v) ? undefined : decimalToNumber(v)),
    z
      .number({ error: 'The year must be a whole number such as 2026' })
      .int('The year must be a whole number such as 2026')
      .min(2000, 'The year must be from 2000 to 2100')
      .max(2100, 'The year must be from 2000 to 2100')
      .optional(),
  ),
});

/** A paid stay's tax lines as the report reads them. */
export interface TaxedStay {
  listingId: number;
  listingName: string;
  /** `YYYY-MM-DD`: the stay counts in the month of its check-in. */
  startDate: string;
  /** The stay's nights and guests: what a city-tax return counts. */
  nights: number;
  guests: number;
  currency: string;
  /** `taxedGuestNights`: per-person taxes' persons × nights taxed (a cap leaves nights untaxed); null otherwise. */
  taxes: readonly { name: string; amountMinor: number; taxedGuestNights: number | null }[];
  /** A cancelled stay, with only the taxes it kept: counted on rows of their own, with no nights (nobody stayed). */
  cancelled?: boolean;
}

/** The tax name on the rows of taxes cancelled stays kept. */
export const keptTaxName = (name: string) => `${name} (kept on cancellation)`;

export interface TaxReportRow {
  /** `YYYY-MM`, of the check-in. */
  month: string;
  listing_id: number;
  listing_name: string;
  tax: string;
  currency: string;
  /** Paid stays with this tax (on a kept row, cancelled stays that kept some of it). */
  stays: number;
  /** Their nights. */
  nights: number;
  /** Their guests × nights (overnight stays). */
  guest_nights: number;
  /** The guest-nights a per-person tax was charged on (after its cap); empty for a percentage tax. */
  taxed_guest_nights: number | '';
  /** Major units, with the currency's decimals. */
  amount: string;
}

export const TAX_REPORT_COLUMNS = [
  'month',
  'listing_id',
  'listing_name',
  'tax',
  'currency',
  'stays',
  'nights',
  'guest_nights',
  'taxed_guest_nights',
  'amount',
] as const satisfies readonly (keyof TaxReportRow)[];

/** Totals per month (of check-in), listing, tax and currency, in that order. Pure. */
export function taxReportRows(
  stays: readonly TaxedStay[],
  minorDigitsOf: (c: string) => number,
): TaxReportRow[] {
  const rows = new Map<string, { row: Omit<TaxReportRow, 'amount'>; minor: number }>();
  for (const s of stays) {
    // Nobody stayed the nights of a cancelled stay: its kept taxes count no nights.
    const nights = s.cancelled ? 0 : s.nights;
    for (const t of s.taxes) {
      const month = s.startDate.slice(0, 7);
      const tax = s.cancelled ? keptTaxName(t.name) : t.name;
      const key = JSON.stringify([month, s.listingId, tax, s.currency]);
      const found = rows.get(key);
      const taxed = t.taxedGuestNights;
      if (found) {
        found.row.stays += 1;
        found.row.nights += nights;
        found.row.guest_nights += nights * s.guests;
        found.row.taxed_guest_nights =
          taxed === null || found.row.taxed_guest_nights === '' ? '' : found.row.taxed_guest_nights + taxed;
        found.minor += t.amountMinor;
      } else
        rows.set(key, {
          row: {
            month,
            listing_id: s.listingId,
            listing_name: s.listingName,
            tax,
            currency: s.currency,
            stays: 1,
            nights,
            guest_nights: nights * s.guests,
            taxed_guest_nights: taxed ?? '',
          },
          minor: t.amountMinor,
        });
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.row.month.localeCompare(b.row.month) ||
        a.row.listing_id - b.row.listing_id ||
        a.row.tax.localeCompare(b.row.tax) ||
        a.row.currency.localeCompare(b.row.currency),
    )
    .map(({ row, minor }) => {
      const digits = minorDigitsOf(row.currency);
      return { ...row, amount: (minor / 10 ** digits).toFixed(digits) };
    });
}

/**
 * The report as CSV (csv.ts: a cell a spreadsheet would read as a formula is guarded, since listing and tax
 * names are the host's free text).
 */
export function taxReportCsv(rows: readonly TaxReportRow[]): string {
  return csvTable(TAX_REPORT_COLUMNS, rows);
}
