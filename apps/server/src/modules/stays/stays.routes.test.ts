import { listingAttachments, listingRooms } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';

let hostId: number;
const t = useTestApp();
beforeAll(async () => {
  hostId = (await createUser(t.db)).id;
});

describe('GET /api/stays/{id}', () => {
  it("gives an area around the listing, never the host's exact point or address", async () => {
    const owner = await signedInHost(t.db);
    const l = await createListing(t.db, owner.user.id, {
      lat: 38.719081,
      lng: -9.15027,
      address: 'Rua dos Remedios 12, 3 Esq',
      publicAddress: 'Alfama, Lisbon',
    });
    const first = (await t.app.inject({ url: `/api/stays/${l.id}` })).json().data;
    expect(first.location_radius_m).toBe(500);
    expect(first.lat).not.toBe(38.719081);
    expect(first.lng).not.toBe(-9.15027);
    // Within the circle, and the same point on every request.
    expect(Math.abs(first.lat - 38.719081) * 111_320).toBeLessThan(500);
    expect(Math.abs(first.lng + 9.15027) * 111_320 * Math.cos((38.72 * Math.PI) / 180)).toBeLessThan(500);
    const again = (await t.app.inject({ url: `/api/stays/${l.id}` })).json().data;
    expect([again.lat, again.lng]).toEqual([first.lat, first.lng]);
    const body = JSON.stringify(first);
    expect(body).not.toContain('Rua dos Remedios');
    expect(body).not.toContain('38.719081');
    expect(first.public_address).toBe('Alfama, Lisbon');

    // Search cards and home listings carry the same area; the host's own reply keeps the exact point.
    const cards = (await t.app.inject({ url: '/api/search?city=Lisbon' })).json().data;
    const card = cards.find((c: { id: number }) => c.id === l.id);
    expect([card.lat, card.lng, card.location_radius_m]).toEqual([first.lat, first.lng, 500]);
    const home = (await t.app.inject({ url: '/api/search/home-listings' })).body;
    expect(home).not.toContain('38.719081');
    const own = (await t.app.inject({ url: `/api/listings/${l.id}`, headers: owner.headers })).json().data;
    expect(own.address).toMatchObject({
      address: 'Rua dos Remedios 12, 3 Esq',
      lat: 38.719081,
      lng: -9.15027,
    });
  });

  it('shows a published listing without anything private', async () => {
    const l = await createListing(t.db, hostId, {
      doorCode: '4321',
      wiFiUsername: 'home',
      wiFiPassword: 'secret-wifi',
      keyPickup: 'under the mat',
      contactEmail: 'owner@private.example',
      phoneNumber: '555123',
      houseRules: 'No parties',
      kitchen: true,
      excludedFees: ['cleaning_fee'],
    });
    await t.db.insert(listingRooms).values({ listingId: l.id, bedTypeId: 2, roomNumber: 1, quantity: 1 });
    await t.db.insert(listingAttachments).values([
      {
        listingId: l.id,
        file: `listings/${l.id}/guide.pdf`,
        originalName: 'guide.pdf',
        fileName: 'Guide',
        isPublic: true,
        sizeBytes: 12_400,
      },
      {
        listingId: l.id,
        file: `private/listings/${l.id}/contract.pdf`,
        originalName: 'c.pdf',
        fileName: 'Contract',
        isPublic: false,
        sizeBytes: 900,
      },
    ]);
    const res = await t.app.inject({ url: `/api/stays/${l.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: l.id,
      external_listing_name: 'Sunny flat',
      description: 'A bright flat close to everything.',
      house_rules: 'No parties',
      check_in_time_start: '15:00',
      basic_info: { number_of_bedrooms: 2, room_type: { id: 1 }, bathroom_type: { id: 1 } },
      rooms: [{ bed_type: 'Double bed', room_number: 1, quantity: 1 }],
      price_and_fee: {
        currency_code: 'EUR',
        price: 100,
        price_fo_extra_person: 10,
        guests_included: 2,
        cleaning_fee: 30,
        refundable_damage_deposit: 200,
        weekly_discount: 10,
        monthly_discount: 25,
        excluded_fees: ['cleaning_fee'],
      },
      booking_settings: { minimum_nights: 1, maximum_nights: 90 },
      attachments: [{ name: 'Guide', url: `/uploads/listings/${l.id}/guide.pdf`, size_kb: 12 }],
    });
    expect(data.amenities).toMatchObject({ kitchen: true, hot_tub: false, free_wi_fi: false });
    expect(Object.keys(data.amenities)).toHaveLength(10);
    const text = res.body;
    for (const secret of [
      '4321',
      'secret-wifi',
      'under the mat',
      'owner@private.example',
      '555123',
      'contract',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('404s drafts and unknown ids', async () => {
    const draft = await createListing(t.db, hostId, { draft: true, publishedAt: null });
    expect((await t.app.inject({ url: `/api/stays/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/stays/999999' })).statusCode).toBe(404);
  });
});
