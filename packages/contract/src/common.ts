import { z } from 'zod';
import { MAX_DATE_YEAR, MIN_DATE_YEAR, nightsBetween } from './dates.ts';
import { ERROR_CODES } from './errors.ts';
import { messages, PHONE_DIGITS } from './messages.ts';

/** The e-mail rule (docs/requirements/wire.md#R-W4): lowercase, a top-level part of 2 or more letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** The largest id PostgreSQL's `integer` columns hold; a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000, so every free-text field refuses it before it reaches storage. */
const hasNoNul = (v: string) => !v.includes('\u0000');

/** Control characters other than tab and line breaks have no place in plain text shown to a person. */
export function isPlainText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

/** The string schema for free text: refuses NUL; chain `.trim()`, `.min()`, `.max()` as needed. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, messages.textNul);
}

/** Free text that must be given: trimmed; `required` when blank (or under `min`), `tooLong` past `max`. */
export function requiredText(required: string, o: { max: number; tooLong?: string; min?: number }) {
  return text({ error: required })
    .trim()
    .min(o.min ?? 1, required)
    .max(o.max, o.tooLong);
}

/** Trims and lower-cases before checking, so `Ann@Example.COM ` is accepted as `ann@example.com`. */
export const Email = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

const ISO_DAY = /^(\d{4})-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists, between MIN_DATE_YEAR and MAX_DATE_YEAR. */
export const IsoDate = z.iso.date({ error: messages.dateInvalid }).refine((v) => {
  const year = Number(ISO_DAY.exec(v)?.[1]);
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}, messages.dateRange);

/** A date a form must give: `required` when it is missing or blank, else checked as `IsoDate`. */
export const requiredDate = (required: string) =>
  z.string({ error: required }).min(1, required).pipe(IsoDate);

/**
 * The rules of a range of nights [start, end), both said on `end`: it ends after it starts, and it spans at
 * most `max` nights (checked only once it ends after it starts, so one message at a time).
 */
export function nightRange<S extends z.ZodObject, K extends keyof z.output<S> & string>(
  schema: S,
  range: { start: K; end: K; max: number },
  messages: { endAfterStart: string; tooLong: string },
) {
  const ends = (v: z.output<S>) => [String(v[range.start]), String(v[range.end])] as const;
  return schema
    .refine(
      (v) => {
        const [start, end] = ends(v);
        return end > start;
      },
      { path: [range.end], message: messages.endAfterStart },
    )
    .refine(
      (v) => {
        const [start, end] = ends(v);
        return end <= start || nightsBetween(start, end) <= range.max;
      },
      { path: [range.end], message: messages.tooLong },
    );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/**
 * Query strings and multipart fields carry numbers as text. Only plain decimal text becomes a number:
 * `0x10`, `1e1`, `+1`, `Infinity` and booleans stay as they are, so the number schema refuses them.
 */
export function decimalToNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return DECIMAL.test(s) ? Number(s) : v;
}

const INTEGER = /^-?\d{1,16}$/;
/** Like `decimalToNumber`, for whole numbers: `16.0` stays text and is refused. */
export function integerToNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return INTEGER.test(s) ? Number(s) : v;
}

/** A whole number sent as a JSON number or as decimal digits; `required` is the text when it is missing. */
export function wholeNumber(message: string, range: { min: number; max: number; required?: string }) {
  const missing = range.required ?? message;
  return z.preprocess(
    integerToNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? missing : message) })
      .int(message)
      .min(range.min, message)
      .max(range.max, message),
  );
}

/** Every id and foreign key: digits only, 1..MAX_ID. `message` names the field for the guest. */
export const idOf = (message: string = messages.idInvalid) => wholeNumber(message, { min: 1, max: MAX_ID });
export const Id = idOf();
export const IdParams = z.object({ id: Id });

/** A multipart or query flag sent as 0/1 (also accepts true/false); anything else is refused. */
export const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: messages.flagInvalid,
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** Phone fields are numeric (docs/requirements/wire.md#R-W3); spaces, dashes, dots and brackets are dropped, a leading + kept. */
export const PHONE_PATTERN = new RegExp(`^\\+?[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
export const normalisePhone = (v: string) => v.replace(/[\s\-().]/g, '');
/** The phone rule alone, for a field that keeps what was typed (a listing's contact number). */
export const isPhoneNumber = (v: string) => PHONE_PATTERN.test(normalisePhone(v));
export const PhoneNumber = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, messages.phoneNumeric));

/**
 * A phone number as shown and dialled ("+351 912 345 678", `tel:+351912345678`): the server writes it
 * (phone.ts `phoneLinkOf`) so no page loads the phone metadata (about 25 kB compressed).
 */
export const PhoneLinkWire = z.object({ text: z.string(), href: z.string() });
export type PhoneLinkWire = z.infer<typeof PhoneLinkWire>;

export const ErrorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES).optional() });
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

export const OkBody = z.object({ message: z.string() });

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
