import { bedCountMessage } from '@innkeep/contract/listings-beds';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, photo, useListingHost } from './listings.test-helpers.ts';

/**
 * docs/requirements/host.md#R-H25 (one bed list, checked by the server) and R-H26 (half bathrooms), through the
 * listing routes: bad input gets a clear message and changes nothing.
 */
const t = useTestApp();
const host = useListingHost(t);
let published: HostListing;

const twoRooms = [
  { bed_type_id: 1, room_number: 1, quantity: 1 },
  { bed_type_id: 1, room_number: 2, quantity: 2 },
];

const update = (values: Partial<ListingFormValues>, draft = false, parts: Record<string, string> = {}) =>
  host.update(published, values, { draft, parts });
const expectRefusedAndUnchanged = (res: Awaited<ReturnType<typeof update>>, field: string) =>
  host.expectUpdateRefused(published, res, field);

beforeAll(async () => {
  published = await host.create(
    completeListing({ images: [await photo()], rooms: twoRooms, number_of_beds: 3 }),
  );
});

describe('one bed list', () => {
  it('refuses to publish a bed count that is not the list total, on Number of beds, and keeps the listing', async () => {
    const res = await update({ number_of_beds: 4 });
    await expectRefusedAndUnchanged(res, 'number_of_beds');
    expect(res.json().errors).toEqual({ number_of_beds: [bedCountMessage(3)] });
    // The list changed under a stale count: the server recounts what it was sent, not what the form says.
    const fewer = await update({ rooms: [twoRooms[0]!] });
    await expectRefusedAndUnchanged(fewer, 'number_of_beds');
    expect(fewer.json().errors).toEqual({ number_of_beds: [bedCountMessage(1)] });
  });

  it('saves a draft that disagrees, and a blank count as the list total', async () => {
    const draft = await host.send(completeListing({ rooms: twoRooms, number_of_beds: 5 }), { draft: true });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await host.read(draft.json().data.id)).basic_info.number_of_beds).toBe(5);
    const blank = await host.send(
      completeListing({ images: [await photo('b.png')], rooms: twoRooms, number_of_beds: '' }),
      { draft: false },
    );
    expect(blank.statusCode, blank.body).toBe(201);
    expect((await host.read(blank.json().data.id)).basic_info.number_of_beds).toBe(3);
  });
});

describe('half bathrooms', () => {
  it('stores and answers 1.5 bathrooms, on the host reply and the public stay', async () => {
    const res = await update({ number_of_bathrooms: 1.5 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await host.read(published.id);
    expect(after.basic_info.number_of_bathrooms).toBe(1.5);
    const stay = await t.app.inject({ url: `/api/stays/${published.id}` });
    expect(stay.statusCode, stay.body).toBe(200);
    expect(stay.json().data.basic_info.number_of_bathrooms).toBe(1.5);
    published = after;
  });

  it.each(['1.3', '0.25', '-0.5', 'one'])(
    'refuses %s bathrooms with a message and changes nothing',
    async (bad) => {
      const res = await update({}, false, { number_of_bathrooms: bad });
      await expectRefusedAndUnchanged(res, 'number_of_bathrooms');
      expect(res.json().errors.number_of_bathrooms).toHaveLength(1);
    },
  );
});
