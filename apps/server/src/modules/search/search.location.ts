import { PUBLIC_LOCATION_RADIUS_M } from '@innkeep/contract/search-constants';

/** Side of the grid cells, in metres: a cell's half-diagonal (about 354 m) stays inside the public radius. */
const CELL_M = 500;
const METRES_PER_DEGREE = 111_320;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The point shown publicly for a listing: the centre of the ~500 m grid cell holding it. Deterministic, so
 * every reply gives the same point and averaging many replies reveals nothing more; the exact point is
 * always within PUBLIC_LOCATION_RADIUS_M of the result. No secret is needed: the cell is all it tells.
 */
export function approximateLocation(lat: number, lng: number): { lat: number; lng: number } {
  const dLat = CELL_M / METRES_PER_DEGREE;
  const centreLat = Math.max(-90, Math.min(90, (Math.floor(lat / dLat) + 0.5) * dLat));
  // Cells keep their width in metres away from the equator (clamped near the poles).
  const cos = Math.max(0.01, Math.cos((centreLat * Math.PI) / 180));
  const dLng = CELL_M / (METRES_PER_DEGREE * cos);
  const centreLng = Math.max(-180, Math.min(180, (Math.floor(lng / dLng) + 0.5) * dLng));
  return { lat: round5(centreLat), lng: round5(centreLng) };
}

/** The public location fields of a listing card: an area, or nothing when the listing has no point. */
export function publicLocation(lat: number | null, lng: number | null) {
  if (lat === null || lng === null) return { lat: null, lng: null, location_radius_m: null };
  return { ...approximateLocation(lat, lng), location_radius_m: PUBLIC_LOCATION_RADIUS_M };
}
