/**
 * A city as stored in `listings.city_key` and searched by: lowercase without accents, so `Zürich`,
 * `zurich` and `ZURICH ` all find the same stays.
 */
export const cityKey = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
