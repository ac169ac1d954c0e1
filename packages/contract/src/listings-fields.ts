/**
 * Field builders of the listing schema (listings.ts). Each field reads what the form holds or what the
 * multipart body carries (text): blanks are absent, numbers must be plain decimals, flags 1/0.
 */
import { z } from 'zod';
import { decimalToNumber, Flag, isPhoneNumber, MAX_ID, text } from './common.ts';
import { isIsoDate } from './dates.ts';
import { isHalfStep } from './listings-beds.ts';
import { LISTING_RANGES } from './listings-constants.ts';
import { TIMES } from './lookups.ts';
import { messages } from './messages.ts';
import { groupDigits } from './money.ts';

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (isBlank(v) ? undefined : decimalToNumber(v));
const toText = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v);

interface FieldOptions {
  /** The "is required" message; present only when the field is required in this mode. */
  required?: string | undefined;
}

export function numberField(
  label: string,
  o: FieldOptions & { int?: boolean; halves?: boolean; min?: number; max?: number; maxMessage?: string },
) {
  let n = z.number({
    error: (iss) =>
      iss.input === undefined ? (o.required ?? `${label} is required`) : `${label} must be a number`,
  });
  if (o.int) n = n.int(`${label} must be a whole number`);
  if (o.halves) n = n.refine(isHalfStep, `${label} must be a whole or half number, such as 1.5`);
  if (o.min !== undefined) n = n.min(o.min, `${label} must be at least ${o.min}`);
  if (o.max !== undefined) n = n.max(o.max, o.maxMessage ?? `${label} must be at most ${o.max}`);
  return z.preprocess(toNumber, o.required ? n : n.optional());
}

export const idField = (label: string, required?: string) =>
  numberField(label, { required, int: true, min: 1, max: MAX_ID }).refine((v) => v === undefined || v >= 1, {
    message: `Choose a ${label.toLowerCase()}`,
  });

export function textField(
  label: string,
  o: FieldOptions & { max?: number; pattern?: [RegExp, string] } = {},
) {
  const max = o.max ?? 2000;
  let s = text({
    error: (iss) =>
      iss.input === undefined ? (o.required ?? `${label} is required`) : `${label} must be text`,
  })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  if (o.pattern) s = s.regex(o.pattern[0], o.pattern[1]);
  return z.preprocess(toText, o.required ? s.min(1, o.required) : s.optional());
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * A client built on `GET /api/list/times` may send the option's id instead of its time: a
 * whole number naming a `TIMES` entry becomes that entry's "HH:MM"; any other number stays as sent and is
 * refused by the pattern below.
 */
export const timeFromListId = (v: unknown): unknown => {
  const id = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  if (Number.isNaN(id)) return v;
  return TIMES.find((t) => t.id === id)?.time ?? String(v);
};
export const timeField = (label: string, required?: string) =>
  z.preprocess(
    timeFromListId,
    textField(label, {
      required,
      max: 5,
      pattern: [TIME_PATTERN, `${label} must be a time such as 15:00`],
    }),
  );

/** The contract's `IsoDate`: `2025-02-30` or `9999-12-31` never reach storage. */
export const dateField = (label: string, required?: string) =>
  textField(label, { required, max: 10 }).refine((v) => v === undefined || isIsoDate(v), {
    message: `${label} must be a real date in the form YYYY-MM-DD`,
  });

/**
 * A product bound, not a storage limit (money columns are 64-bit): no nightly price or fee above ten million
 * in the listing's currency, major units. Even in a three-decimal currency, a 1000-night stay of 50 guests
 * at this bound stays far below MAX_MINOR_AMOUNT (money.ts), so totals are exact.
 */
export const MAX_MONEY_MAJOR = 10_000_000;
export const moneyField = (label: string, required?: string) =>
  numberField(label, {
    required,
    min: 0,
    max: MAX_MONEY_MAJOR,
    maxMessage: `${label} must be at most ${groupDigits(MAX_MONEY_MAJOR)}`,
  });
export const percentField = (label: string) =>
  numberField(label, { int: true, ...LISTING_RANGES.discount_percent });

/** The shared phone rule (common.ts); the host's spacing is kept as typed, and a blank field is absent. */
export const phoneField = () =>
  z.preprocess(
    toText,
    text({ error: messages.phoneNumeric })
      .trim()
      .max(30, messages.phoneNumeric)
      .refine(isPhoneNumber, messages.phoneNumeric)
      .optional(),
  );

/** A 1/0 flag; absent is off, anything but 1/0/true/false is refused (not read as off). */
export const flag = z.preprocess((v) => (v === undefined || v === null ? false : v), Flag);

const Caption = textField('Caption', { max: 500 });
const FileName = text().max(255);
const ExistingId = z.number().int().positive().max(MAX_ID).optional();

/** A photo of the form: an existing one (`id`) or a new upload (`file` in the browser). Extra keys pass. */
export const ListingImageValue = z.looseObject({
  id: ExistingId,
  file: z.custom<Blob>().optional(),
  name: FileName,
  size: z.number().int().nonnegative(),
  image_sequences: Caption,
  vrbo_caption: Caption,
  engine_caption: Caption,
});
export type ListingImageValue = z.output<typeof ListingImageValue>;

export const ListingAttachmentValue = z.looseObject({
  id: ExistingId,
  file: z.custom<Blob>().optional(),
  name: FileName,
  size: z.number().int().nonnegative(),
  attachments_file_name: textField('File name', { max: 200 }),
  attachments_is_public: flag,
});
export type ListingAttachmentValue = z.output<typeof ListingAttachmentValue>;

export const MAX_ROOM_NUMBER = 100;
export const MAX_BED_QUANTITY = 50;
/** A bed's room number or quantity typed out of range, named with the range the host may type. */
const bedRangeMessage = (label: string, max: number) => `${label} must be a whole number from 1 to ${max}`;

/**
 * Every part of a bed entry is required (an entry is added only when all three are present). A count out of
 * range (`outOfRange`) names the range; a bed type of 0 is no choice at all.
 */
const roomNumber = (label: string, max: number, outOfRange?: string) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .int(outOfRange ?? `${label} must be a whole number`)
      .min(1, outOfRange ?? `${label} is required`)
      .max(max, outOfRange ?? `${label} must be at most ${max}`),
  );
export const ListingRoomValue = z.object({
  bed_type_id: roomNumber('Bed type', 1_000_000),
  room_number: roomNumber('Room number', MAX_ROOM_NUMBER, bedRangeMessage('Room number', MAX_ROOM_NUMBER)),
  quantity: roomNumber('Quantity', MAX_BED_QUANTITY, bedRangeMessage('Quantity', MAX_BED_QUANTITY)),
});
