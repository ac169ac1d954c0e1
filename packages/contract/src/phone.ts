import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { normalisePhone } from './common.ts';

/** A phone number as shown and dialled: `text` for people, `href` for the `tel:` link. */
export interface PhoneDisplay {
  text: string;
  href: string;
}

/**
 * A stored phone number in international form: "+351 912 345 678", dialled as `tel:+351912345678`. Guests
 * often type their country code without the "+" (351912345678) or with 00: both are read as international
 * when that makes a valid number. A number that is not (a local one with no country) is shown as typed and
 * dialled with its digits, never guessed into another country.
 */
export function formatPhone(raw: string): PhoneDisplay {
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
