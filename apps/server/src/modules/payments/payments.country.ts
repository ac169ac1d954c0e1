/**
 * The host's country as Stripe wants it when the connected account is created (ISO 3166-1 alpha-2): the
 * listing form takes free text, so a code (`pt`) or an English name (`Portugal`) is accepted.
 */
const names = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes Intl names that are not countries Stripe knows (groupings, user-assigned, UK for GB). */
const NOT_COUNTRIES = /^(X.|ZZ|EU|EZ|UN|QO|UK)$/;
const BY_NAME = new Map<string, string>();
for (const a of LETTERS)
  for (const b of LETTERS) {
    const code = `${a}${b}`;
    const name = names.of(code);
    // Intl echoes unknown codes back unchanged: those are not countries.
    if (name && name !== code && !NOT_COUNTRIES.test(code)) BY_NAME.set(fold(name), code);
  }

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The ISO code of a listing's country text, or undefined when it names no country we know. */
export function countryCodeOf(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (/^[a-z]{2}$/i.test(trimmed)) {
    const code = trimmed.toUpperCase();
    if (code === 'UK') return 'GB';
    return names.of(code) !== code && !NOT_COUNTRIES.test(code) ? code : undefined;
  }
  return BY_NAME.get(fold(trimmed));
}
