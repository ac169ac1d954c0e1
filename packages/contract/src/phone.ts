import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { normalisePhone, type PhoneLinkWire } from './common.ts';

/**
 * A stored phone number in international form: "+351 912 345 678", dialled as `tel:+351912345678`. Guests
 * often type their country code without the "+" (351912345678) or with 00: both are read as international
 * when that makes a valid number. A number that is not (a local one with no country) is shown as typed and
 * dialled with its digits, never guessed into another country.
 */
export function formatPhone(raw: string): PhoneLinkWire {
  const typed = raw.trim();
  const compact = normalisePhone(typed);
  const candidates = compact.startsWith('+')
    ? [compact]
    : compact.startsWith('00')
      ? [`+${compact.slice(2)}`]
      : [`+${compact}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate);
    if (parsed?.isValid()) return { text: parsed.formatInternational(), href: parsed.getURI() };
  }
  // Typed with its "+": grouped for its country even when the metadata does not know its range (new ranges,
  // or the UK's 07700 900 numbers kept for fiction), as long as its length fits the country.
  const international = compact.startsWith('+') ? parsePhoneNumberFromString(compact) : undefined;
  if (international?.isPossible())
    return { text: international.formatInternational(), href: international.getURI() };
  return { text: typed, href: `tel:${compact.replace(/[^\d+]/g, '')}` };
}

/** A stored phone number's `phone_link` on the wire: null when none was given. */
export const phoneLinkOf = (raw: string | null): PhoneLinkWire | null => (raw ? formatPhone(raw) : null);
