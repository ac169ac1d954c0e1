import { z } from 'zod';
import { Flag, Id, isPlainText, requiredText } from './common.ts';
import { MESSAGE_MAX } from './conversations.ts';
import { groupDigits } from './money.ts';

/**
 * Message templates and automations (docs/requirements/host.md#R-H9, decisions 0042 and 0043): a host's reusable messages with
 * placeholders, and rules that post them into a stay's thread at a moment of the stay.
 */

/** Every placeholder a template may hold, in the order the editor offers them. */
export const PLACEHOLDERS = [
  'guest_first_name',
  'listing_name',
  'check_in_date',
  'check_out_date',
  'check_in_time',
  'check_out_time',
  'address',
  'key_pickup',
  'door_code',
  'wifi_name',
  'wifi_password',
  'house_manual',
  'trip_url',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const PLACEHOLDER_LABELS: Record<Placeholder, string> = {
  guest_first_name: 'Guest first name',
  listing_name: 'Listing name',
  check_in_date: 'Check-in date',
  check_out_date: 'Check-out date',
  check_in_time: 'Check-in time',
  check_out_time: 'Check-out time',
  address: 'Address',
  key_pickup: 'Key pick-up',
  door_code: 'Door code',
  wifi_name: 'Wi-Fi name',
  wifi_password: 'Wi-Fi password',
  house_manual: 'House manual',
  trip_url: 'Trip page link',
};

/**
 * The access details: rendered only from ACCESS_DETAILS_HOURS (48) before check-in, as the trip page shows
 * them (decision 0033); earlier each is replaced by SECRET_WITHHELD, whatever the template says.
 */
export const SECRET_PLACEHOLDERS: readonly Placeholder[] = ['door_code', 'wifi_name', 'wifi_password'];
export const SECRET_WITHHELD = '(shared 48 hours before check-in)';
/** After the check-out day, or for a stay that is not (or no longer) paid: the code is not told (decision 0055). */
export const SECRET_CLOSED = '(shared only from 48 hours before check-in until check-out day)';
/** In an e-mail, which is kept and forwarded for ever (decision 0033): the page tells it, in its window. */
export const SECRET_ON_TRIP_PAGE = '(on your trip page)';
/** What a placeholder becomes when the listing does not hold the value. */
export const VALUE_MISSING = '(ask your host)';

/** `{name}`: a placeholder is a word of lowercase letters, digits and underscores in braces. */
const TOKEN = /\{([a-z][a-z0-9_]*)\}/gi;

export const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a body uses, in order of first use, and those it names that do not exist. */
export function parsePlaceholders(body: string): { used: Placeholder[]; unknown: string[] } {
  const used: Placeholder[] = [];
  const unknown: string[] = [];
  for (const match of body.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (isPlaceholder(name)) {
      if (!used.includes(name)) used.push(name);
    } else if (!unknown.includes(name)) unknown.push(name);
  }
  return { used, unknown };
}

export type PlaceholderValues = Record<Placeholder, string | null>;

/**
 * Fills a template's placeholders. A value the listing lacks reads VALUE_MISSING; the secrets read
 * `withheldText` (SECRET_WITHHELD by default) unless `secretsOpen`. Unknown placeholders (refused when saved)
 * stay as written.
 */
export function renderTemplate(
  body: string,
  values: PlaceholderValues,
  options: { secretsOpen: boolean; withheldText?: string },
): { text: string; withheld: boolean } {
  let withheld = false;
  const withheldText = options.withheldText ?? SECRET_WITHHELD;
  const rendered = body.replace(TOKEN, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    if (SECRET_PLACEHOLDERS.includes(name) && !options.secretsOpen) {
      withheld = true;
      return withheldText;
    }
    const value = values[name]?.trim();
    return value ? value : VALUE_MISSING;
  });
  // "Wi-Fi: {wifi_name} / {wifi_password}" says when once, not "(shared …) / (shared …)".
  const marker = withheldText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const repeated = new RegExp(`${marker}(?:[ \\t]*[/,;:&+-][ \\t]*${marker})+`, 'g');
  return { text: rendered.replace(repeated, withheldText), withheld };
}

export const templateMessages = {
  nameRequired: 'Give the template a name',
  nameTooLong: 'Keep the name under 100 characters',
  bodyRequired: 'Write the message',
  bodyTooLong: `Keep the message under ${groupDigits(MESSAGE_MAX)} characters`,
  bodyNotPlain: 'Write the message as plain text',
  unknownPlaceholder: (name: string) => `Unknown placeholder {${name}}: use one of the placeholders offered`,
  doubledBraces: (name: string) => `Use one pair of braces: {${name}}, or the guest reads the extra ones`,
  notFound: 'Template not found',
  inUse: 'This template is used by an automation: delete or change the automation first',
  saved: 'Template saved',
  deleted: 'Template deleted',
} as const;

export const TEMPLATE_NAME_MAX = 100;

/** A template's body: plain text with known placeholders only (a 422 names the first unknown one). */
export const TemplateBody = requiredText(templateMessages.bodyRequired, {
  max: MESSAGE_MAX,
  tooLong: templateMessages.bodyTooLong,
})
  .refine(isPlainText, templateMessages.bodyNotPlain)
  .superRefine((body, ctx) => {
    const [first] = parsePlaceholders(body).unknown;
    if (first !== undefined)
      ctx.addIssue({ code: 'custom', message: templateMessages.unknownPlaceholder(first) });
    // `{{guest_first_name}}` (other tools' syntax) fills the inner pair: the guest would read "{Liam}".
    const doubled = /\{\{([a-z][a-z0-9_]*)\}\}/i.exec(body)?.[1];
    if (first === undefined && doubled !== undefined)
      ctx.addIssue({ code: 'custom', message: templateMessages.doubledBraces(doubled) });
  });

export const TemplateInput = z.object({
  name: requiredText(templateMessages.nameRequired, {
    max: TEMPLATE_NAME_MAX,
    tooLong: templateMessages.nameTooLong,
  }).refine(isPlainText, templateMessages.nameRequired),
  body: TemplateBody,
});
export type TemplateInput = z.input<typeof TemplateInput>;

export const MessageTemplate = z.object({
  id: z.number(),
  name: z.string(),
  body: z.string(),
  /** The placeholders it uses. */
  placeholders: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;

export const TemplateListReply = z.object({ data: z.array(MessageTemplate) });
export const TemplateReply = z.object({ data: MessageTemplate });
export const TemplateSavedReply = z.object({ message: z.string(), data: MessageTemplate });

/** `POST /api/message-templates/preview`: a body (saved or not) rendered for one of the host's reservations. */
export const PreviewInput = z.object({ body: TemplateBody, reservation_id: Id });
export type PreviewInput = z.input<typeof PreviewInput>;
export const TemplatePreview = z.object({
  /** The message as the guest would get it now. */
  body: z.string(),
  /** True when the door code or Wi-Fi were replaced because check-in is more than 48 hours away. */
  secrets_withheld: z.boolean(),
  /** ISO instant from which the door code and Wi-Fi go out. */
  secrets_from: z.string(),
});
export const PreviewReply = z.object({ data: TemplatePreview });
export type TemplatePreview = z.infer<typeof TemplatePreview>;

// ---- automations -------------------------------------------------------------------------------------

export const AUTOMATION_TRIGGERS = [
  'booking_confirmed',
  'before_check_in',
  'after_check_in',
  'before_check_out',
  'after_check_out',
] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

export const TRIGGER_LABELS: Record<AutomationTrigger, string> = {
  booking_confirmed: 'After the booking is confirmed (paid)',
  before_check_in: 'Before check-in',
  after_check_in: 'After check-in',
  before_check_out: 'Before check-out',
  after_check_out: 'After check-out',
};

/** Offsets from 0 to 30 days, in hours. */
export const MAX_OFFSET_HOURS = 720;

export const automationMessages = {
  triggerInvalid: 'Choose when it sends',
  offsetInvalid: `Enter whole hours from 0 to ${MAX_OFFSET_HOURS}`,
  templateInvalid: 'Choose one of your templates',
  listingsInvalid: 'Choose your own listings',
  notFound: 'Automation not found',
  saved: 'Automation saved',
  deleted: 'Automation deleted',
} as const;

export const AutomationInput = z.object({
  template_id: Id,
  trigger: z.enum(AUTOMATION_TRIGGERS, { error: automationMessages.triggerInvalid }),
  offset_hours: z.coerce
    .number({ error: automationMessages.offsetInvalid })
    .int(automationMessages.offsetInvalid)
    .min(0, automationMessages.offsetInvalid)
    .max(MAX_OFFSET_HOURS, automationMessages.offsetInvalid),
  /** The listings it applies to; empty: all of the host's listings, also those added later. */
  listing_ids: z
    .array(Id, { error: automationMessages.listingsInvalid })
    .max(500, automationMessages.listingsInvalid)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .default([]),
  enabled: Flag.default(true),
});
export type AutomationInput = z.input<typeof AutomationInput>;

export const Automation = z.object({
  id: z.number(),
  template_id: z.number(),
  template_name: z.string(),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  offset_hours: z.number(),
  listing_ids: z.array(z.number()),
  enabled: z.boolean(),
  /** How many stays it has sent to. */
  sent_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Automation = z.infer<typeof Automation>;
export const AutomationListReply = z.object({ data: z.array(Automation) });
export const AutomationReply = z.object({ data: Automation });
export const AutomationSavedReply = z.object({ message: z.string(), data: Automation });

/** "48 hours before check-in", "at check-out", "2 hours after the booking is confirmed". */
export function describeAutomation(trigger: AutomationTrigger, offsetHours: number): string {
  const hours = offsetHours === 1 ? '1 hour' : `${offsetHours} hours`;
  switch (trigger) {
    case 'booking_confirmed':
      return offsetHours === 0 ? 'when the booking is confirmed' : `${hours} after the booking is confirmed`;
    case 'before_check_in':
      return offsetHours === 0 ? 'at check-in' : `${hours} before check-in`;
    case 'after_check_in':
      return offsetHours === 0 ? 'at check-in' : `${hours} after check-in`;
    case 'before_check_out':
      return offsetHours === 0 ? 'at check-out' : `${hours} before check-out`;
    case 'after_check_out':
      return offsetHours === 0 ? 'at check-out' : `${hours} after check-out`;
  }
}

const HOUR_MS = 3_600_000;

/**
 * When an automation is due for a stay: its moment (confirmation, or check-in/check-out at the listing's
 * zone, as instants) moved by the offset; never before the stay was confirmed (a late booking gets its
 * arrival details at once).
 */
export function automationDueAt(
  trigger: AutomationTrigger,
  offsetHours: number,
  moments: { confirmedAt: Date; checkInAt: Date; checkOutAt: Date },
): Date {
  const offset = offsetHours * HOUR_MS;
  const at = {
    booking_confirmed: moments.confirmedAt.getTime() + offset,
    before_check_in: moments.checkInAt.getTime() - offset,
    after_check_in: moments.checkInAt.getTime() + offset,
    before_check_out: moments.checkOutAt.getTime() - offset,
    after_check_out: moments.checkOutAt.getTime() + offset,
  }[trigger];
  return new Date(Math.max(at, moments.confirmedAt.getTime()));
}
