const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Countries are stored as ISO codes (`PT`); people read names. A code the browser does not know reads as is. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
