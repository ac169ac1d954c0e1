/*
 * The product's cities by the names guests elsewhere call them (exonyms): "Lisboa" finds Lisbon, "Londres"
 * London. Keys are folded as city keys are (lowercase, no accents: listings' city-key.ts); values are the names
 * the listings use. A small table for the cities the product has, not a gazetteer: a city added to the demo or
 * to the product's markets gets its line here.
 */
const EXONYMS: Record<string, readonly string[]> = {
  Lisbon: ['Lisboa', 'Lissabon', 'Lisbonne', 'Lisbona', 'Lizbona'],
  Porto: ['Oporto', 'Porto (Oporto)'],
  Barcelona: ['Barcelone', 'Barcellona', 'Barcelono'],
  London: ['Londres', 'Londra', 'Londen', 'Londyn', 'Lontoo', 'Londýn'],
  Zürich: ['Zurich', 'Zurigo', 'Zuerich', 'Zurique', 'Zúrich'],
  'New York': ['Nueva York', 'Nova Iorque', 'Nova York', 'Nuova York', 'New York City', 'NYC', 'Nowy Jork'],
  Tokyo: ['Tokio', 'Tóquio', 'Tokyō', 'Tōkyō', 'Tokijo', '東京'],
  'Cape Town': ['Ciudad del Cabo', 'Kaapstad', 'Le Cap', 'Città del Capo', 'Kapstadt', 'Cidade do Cabo'],
};

/** Lowercase without accents, as a listing's `city_key` is stored. */
export const foldCityName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const BY_KEY = new Map<string, string>(
  Object.entries(EXONYMS).flatMap(([name, others]) => others.map((o) => [foldCityName(o), name] as const)),
);

/** The name the product's listings use for a city typed in another language, or the name as typed. */
export function cityNameFor(typed: string): string {
  return BY_KEY.get(foldCityName(typed)) ?? typed;
}

/**
 * The product's cities one of whose other names starts with `prefix` (folded, at least 3 characters): "Londr"
 * suggests London. Empty for a shorter prefix.
 */
export function citiesByOtherNamePrefix(prefix: string): string[] {
  const key = foldCityName(prefix);
  if (key.length < 3) return [];
  const found = new Set<string>();
  for (const [other, name] of BY_KEY) if (other.startsWith(key)) found.add(name);
  return [...found];
}

const words = (text: string) =>
  ` ${foldCityName(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The city of `cities` that `text` names first, as a whole word, by the listings' name or another language's
 * ("Three days in Lisboa" names Lisbon); null when it names none. How a blog post finds the stays it ends with.
 */
export function cityNamedIn(text: string, cities: readonly string[]): string | null {
  const said = words(text);
  let found: { city: string; at: number } | null = null;
  for (const city of cities) {
    for (const name of [city, ...(EXONYMS[city] ?? [])]) {
      const key = words(name);
      if (key.trim() === '') continue;
      const at = said.indexOf(key);
      if (at >= 0 && (found === null || at < found.at)) found = { city, at };
    }
  }
  return found?.city ?? null;
}
