import { hostListingToFormValues } from '@innkeep/contract/listings-form';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, useListingHost } from './listings.test-helpers.ts';
import { backfillTimeZones, zoneAt } from './listings.time-zone.ts';

// docs/requirements/host.md#R-H5: a listing's zone comes from its coordinates, the host may pick another, old rows are fixed.
const t = useTestApp();
const host = useListingHost(t);

const LISBON = { lat: 38.7223, lng: -9.1393 };
const BARCELONA = { lat: 41.3874, lng: 2.1686 };
const CAPE_TOWN = { lat: -33.9249, lng: 18.4241 };

async function save(values: ReturnType<typeof completeListing>, listingId?: number) {
  // Drafts: publishing needs photos, which say nothing about zones.
  const res = await host.send(values, { draft: true, listingId });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return host.read(listingId ?? res.json().data.id);
}

it('looks zones up from coordinates with the bundled boundaries', () => {
  expect(zoneAt(LISBON)).toBe('Europe/Lisbon');
  expect(zoneAt(BARCELONA)).toBe('Europe/Madrid');
  expect(zoneAt(CAPE_TOWN)).toBe('Africa/Johannesburg');
  // Mid-Atlantic: a nautical zone, still one Intl knows.
  expect(zoneAt({ lat: 30, lng: -40 })).toMatch(/^Etc\/GMT/);
});

it('a new listing takes the zone at its map pin, whatever its country field says', async () => {
  const listing = await save(completeListing({ country: '', city: 'Cape Town', ...CAPE_TOWN }));
  expect(listing.address.time_zone).toBe('Africa/Johannesburg');
});

it('an unpicked zone follows the pin; a picked one stays; a bad one is refused and changes nothing', async () => {
  const created = await save(completeListing({ ...CAPE_TOWN }));
  // Saved as shown: still the pin's zone, not a pick.
  const again = await save(hostListingToFormValues(created), created.id);
  expect(again.address.time_zone).toBe('Africa/Johannesburg');
  // The pin moves, the form still shows the old zone: the zone follows the pin.
  const moved = await save({ ...hostListingToFormValues(again), ...BARCELONA }, created.id);
  expect(moved.address.time_zone).toBe('Europe/Madrid');
  // The host picks one: it stays when the pin moves again.
  const picked = await save({ ...hostListingToFormValues(moved), time_zone: 'Atlantic/Canary' }, created.id);
  expect(picked.address.time_zone).toBe('Atlantic/Canary');
  const kept = await save({ ...hostListingToFormValues(picked), ...LISBON }, created.id);
  expect(kept.address.time_zone).toBe('Atlantic/Canary');

  const bad = await host.send(
    { ...hostListingToFormValues(kept), time_zone: 'Mars/Olympus_Mons' },
    { draft: true, listingId: created.id },
  );
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors.time_zone).toEqual(['Choose a time zone from the list, e.g. Europe/Lisbon']);
  expect((await host.read(created.id)).address.time_zone).toBe('Atlantic/Canary');
});

it('the start-up back-fill gives old listings the zone at their pin, once, and leaves picked zones alone', async () => {
  const old = await createListing(t.db, host.user.id, { ...CAPE_TOWN, timeZone: 'UTC' });
  const picked = await createListing(t.db, host.user.id, {
    ...CAPE_TOWN,
    timeZone: 'Europe/Lisbon',
    timeZoneChosen: true,
  });
  const nowhere = await createListing(t.db, host.user.id, { lat: null, lng: null, timeZone: 'UTC' });
  expect(await backfillTimeZones(t.db)).toBeGreaterThanOrEqual(1);
  const zoneOf = async (id: number) =>
    (await t.db.select({ z: listings.timeZone }).from(listings).where(eq(listings.id, id)))[0]!.z;
  expect(await zoneOf(old.id)).toBe('Africa/Johannesburg');
  expect(await zoneOf(picked.id)).toBe('Europe/Lisbon');
  expect(await zoneOf(nowhere.id)).toBe('UTC');
  expect(await backfillTimeZones(t.db)).toBe(0);
});

it("the host's cards name each listing's zone: the staff form's earliest check-in is that date (decision 0115)", async () => {
  const la = await createListing(t.db, host.user.id, { timeZone: 'America/Los_Angeles' });
  const res = await t.app.inject({ url: '/api/listings', headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  const card = (res.json().data as { id: number; time_zone: string }[]).find((c) => c.id === la.id);
  expect(card?.time_zone).toBe('America/Los_Angeles');
});
