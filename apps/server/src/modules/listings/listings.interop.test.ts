import { LISTING_REPLY_MESSAGES } from '@innkeep/contract/listings-reply';
import { TIMES } from '@innkeep/contract/lookups';
import type { ListingCard } from '@innkeep/contract/search';
import { useTestApp } from '../../test/test-app.ts';
import {
  completeListing,
  createdListing,
  photo,
  postListing,
  readListing,
  signedInHost,
} from './listings.test-helpers.ts';

const t = useTestApp();

const timeId = (time: string) => {
  const option = TIMES.find((o) => o.time === time);
  if (!option) throw new Error(`no list/times option for ${time}`);
  return option.id;
};

describe('check-in and check-out times as list/times ids', () => {
  it('saves an id from GET /api/list/times as its time', async () => {
    const times = (await t.app.inject({ url: '/api/list/times' })).json().data as typeof TIMES;
    const byTime = new Map(times.map((o) => [o.time, o.id]));
    expect(byTime.get('15:30')).toBe(timeId('15:30'));
    const host = await signedInHost(t.db);
    const listing = await createdListing(
      t,
      host.headers,
      completeListing({
        images: [await photo()],
        check_in_time_start: byTime.get('15:30'),
        check_in_time_end: String(byTime.get('21:00')),
        check_out_time: '10:00',
      }),
    );
    expect(listing.additional_info).toMatchObject({
      check_in_time_start: '15:30',
      check_in_time_end: '21:00',
      check_out_time: '10:00',
    });
  });

  it.each([0, 49, 999, '1.5'])(
    'refuses %j, which is no list/times id, with a 422 on the field',
    async (bad) => {
      const host = await signedInHost(t.db);
      const res = await postListing(
        t,
        host.headers,
        completeListing({ images: [await photo()], check_out_time: bad }),
        {
          draft: false,
        },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ check_out_time: ['Check out time must be a time such as 15:00'] });
      expect((await t.app.inject({ url: '/api/listings', headers: host.headers })).json().data).toEqual([]);
    },
  );
});

describe('the searchable city of a published listing', () => {
  const searchCity = async (city: string) =>
    (
      (await t.app.inject({ url: `/api/search?city=${encodeURIComponent(city)}` })).json()
        .data as ListingCard[]
    ).map((c) => c.id);

  it.each(['Lisbon, Portugal', 'Rua Augusta 1, 1100-048 Lisboa'])(
    'comes from the address %j when City is blank, and the listing is found in a Lisbon search',
    async (address) => {
      const host = await signedInHost(t.db);
      const listing = await createdListing(
        t,
        host.headers,
        completeListing({ images: [await photo()], address, city: '', country: '' }),
      );
      expect(listing.address).toMatchObject({
        city: 'Lisbon',
        country: 'PT',
      });
      expect(await searchCity('Lisbon')).toContain(listing.id);
    },
  );

  it('keeps the City and Country the host typed', async () => {
    const host = await signedInHost(t.db);
    const listing = await createdListing(
      t,
      host.headers,
      completeListing({
        images: [await photo()],
        address: 'Rua Augusta 1, Lisboa',
        city: 'Belém',
        country: 'PT',
      }),
    );
    expect(listing.address).toMatchObject({ city: 'Belém' });
  });

  it('refuses to publish with no City when the address names none, but saves the draft', async () => {
    const host = await signedInHost(t.db);
    const values = completeListing({ images: [await photo()], address: 'Qqqzzz 12', city: '', state: '' });
    const res = await postListing(t, host.headers, values, { draft: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ city: [LISTING_REPLY_MESSAGES.cityNotFound] });
    expect((await postListing(t, host.headers, values, { draft: true })).statusCode).toBe(201);
  });
});

/**
 * A new host's listing created as a draft or published (`created`), then saved twice with its stored photo as a
 * draft or published (`saved`): the replies to those two saves.
 */
async function savedTwice(created: { draft: boolean }, saved: { draft: boolean }) {
  const host = await signedInHost(t.db);
  const values = completeListing({ images: [await photo()] });
  const id = (await postListing(t, host.headers, values, created)).json().data.id;
  const kept = (await readListing(t, id, host.headers)).images;
  const again = { ...values, images: kept.map((i) => ({ id: i.id, name: i.original_name, size: i.size })) };
  const save = () => postListing(t, host.headers, again, { ...saved, listingId: id });
  return [await save(), await save()] as const;
}

describe('saving a published listing as a draft', () => {
  it('says it was unpublished, and a draft saved again just says saved', async () => {
    const [unpublished, saved] = await savedTwice({ draft: false }, { draft: true });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json().message).toBe(LISTING_REPLY_MESSAGES.unpublished);
    expect(saved.json().message).toBe(LISTING_REPLY_MESSAGES.draftSaved);
  });
});

describe('publishing a draft', () => {
  it('says it is live when the draft is published, and a live one saved again just says updated', async () => {
    const [published, updated] = await savedTwice({ draft: true }, { draft: false });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe(LISTING_REPLY_MESSAGES.published);
    expect(updated.json().message).toBe(LISTING_REPLY_MESSAGES.updated);
  });
});
