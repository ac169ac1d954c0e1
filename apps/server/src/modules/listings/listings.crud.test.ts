import { LISTING_MESSAGES } from '@innkeep/contract/listings-constants';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, photo, postListing, signedInHost } from './listings.test-helpers.ts';

const t = useTestApp();

describe('listing create and read back', () => {
  it('publishes a listing and reads back every field', async () => {
    const host = await signedInHost(t.db);
    const front = await photo('front.png');
    const res = await postListing(
      t,
      host.headers,
      completeListing({
        images: [{ ...front, image_sequences: 'Front', vrbo_caption: 'V', engine_caption: 'E' }],
      }),
      { draft: false },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Listing created successfully.');
    const read = await t.app.inject({ url: `/api/listings/${data.id}`, headers: host.headers });
    expect(read.statusCode).toBe(200);
    const listing: HostListing = read.json().data;
    expect(listing).toMatchObject({
      id: data.id,
      draft: 0,
      external_listing_name: 'Sea view loft',
      property_type: { id: 1, name: 'Apartment' },
      basic_info: { person_capacity: 4, number_of_beds: 2, bathroom_type_id: 1 },
      address: { city: 'Lisbon', zip_code: '1100-053' },
      price_and_fee: { currency_code: 'EUR', currency_symbol: '€', price: 120.5, price_fo_extra_person: 15 },
      booking_settings: { minimum_nights: 2, maximum_nights: 30, allow_gaps_between_end: '2030-12-31' },
      rooms: [{ bed_type_id: 1, room_number: 1, quantity: 2 }],
      images: [
        { image_sequences: 'Front', vrbo_caption: 'V', engine_caption: 'E', original_name: 'front.png' },
      ],
    });
    // No point given: the gazetteer placed the marker on the city.
    expect(listing.address.lat).toBeCloseTo(38.72, 1);
  });

  it('answers another host with 404', async () => {
    const owner = await signedInHost(t.db);
    const other = await signedInHost(t.db);
    const res = await postListing(t, owner.headers, completeListing(), { draft: true });
    const id = res.json().data.id;
    expect((await t.app.inject({ url: `/api/listings/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect(
      (
        await postListing(t, other.headers, completeListing({ external_listing_name: 'Mine now' }), {
          draft: true,
          listingId: id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('needs a signed-in host', async () => {
    expect((await t.app.inject({ url: '/api/listings' })).statusCode).toBe(401);
    const admin = await signedInHost(t.db, true);
    expect((await t.app.inject({ url: '/api/listings', headers: admin.headers })).statusCode).toBe(403);
  });

  it('tells a publish with nothing filled every missing field', async () => {
    const host = await signedInHost(t.db);
    const res = await postListing(
      t,
      host.headers,
      { ...completeListing(), ...blankPublishFields() },
      { draft: false },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      Object.fromEntries(Object.entries(LISTING_MESSAGES).map(([field, message]) => [field, [message]])),
    );
  });
});

function blankPublishFields() {
  const blank = Object.fromEntries(Object.keys(LISTING_MESSAGES).map((k) => [k, ''])) as Record<
    string,
    string
  >;
  return { ...blank, images: [], rooms: [] };
}
