import { AMENITIES } from '@innkeep/contract/amenities';
import { addDays, todayIso } from '@innkeep/contract/dates';
import autocannon from 'autocannon';

/** A realistic mix: 80 % with dates (1–150 days ahead, 2–7 nights), guests 1–4, a quarter with an amenity. */
function randomSearchPath(cities: number, random: () => number): string {
  const q = new URLSearchParams({ city: `Bench City ${1 + Math.floor(random() * cities)}` });
  if (random() < 0.8) {
    const start = addDays(todayIso(), 1 + Math.floor(random() * 150));
    q.set('start', start);
    q.set('end', addDays(start, 2 + Math.floor(random() * 6)));
  }
  q.set('numberOfGuests', String(1 + Math.floor(random() * 4)));
  if (random() < 0.25) q.set(AMENITIES[Math.floor(random() * AMENITIES.length)]!.flag, '1');
  return `/api/search?${q}`;
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Runs autocannon with `options` and counts what came back: requests/s, p50/p95/p99 latency in ms, and errors
 * (a non-200 answer, a socket error or a timeout). The benches' one way to put a server under load.
 */
export async function measureLoad(options: Parameters<typeof autocannon>[0]) {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon(options);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) errors++;
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: pct(50),
    p90: pct(90),
    p95: pct(95),
    p99: pct(99),
    errors: errors + result.errors + result.timeouts,
  };
}

/** Loads `GET /api/search` at `url` with the realistic mix (the same seed every run); latencies in ms. */
export async function load(url: string, o: { cities: number; seconds: number; connections: number }) {
  const random = mulberry32(42);
  return measureLoad({
    url,
    connections: o.connections,
    duration: o.seconds,
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: randomSearchPath(o.cities, random) }) },
    ],
  });
}
