import { PUBLIC_LOCATION_RADIUS_M } from '@innkeep/contract/search-constants';
import fc from 'fast-check';
import { approximateLocation } from './search.location.ts';

function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const lat = fc.double({ min: -80, max: 80, noNaN: true });
const lng = fc.double({ min: -179.9, max: 179.9, noNaN: true });

describe('approximateLocation', () => {
  it('never gives the exact point, and keeps it within the public radius', () => {
    fc.assert(
      fc.property(lat, lng, (la, ln) => {
        const shown = approximateLocation(la, ln);
        expect(distanceM({ lat: la, lng: ln }, shown)).toBeLessThanOrEqual(PUBLIC_LOCATION_RADIUS_M);
      }),
      { numRuns: 2000 },
    );
    expect(approximateLocation(38.719081, -9.15027)).not.toEqual({ lat: 38.719081, lng: -9.15027 });
  });

  it('is stable, and the same for every point of a cell, so averaging replies tells nothing', () => {
    fc.assert(
      fc.property(lat, lng, (la, ln) => {
        expect(approximateLocation(la, ln)).toEqual(approximateLocation(la, ln));
        const shown = approximateLocation(la, ln);
        // The shown point lies in its own cell: showing it again gives itself.
        expect(approximateLocation(shown.lat, shown.lng)).toEqual(shown);
      }),
    );
  });
});
