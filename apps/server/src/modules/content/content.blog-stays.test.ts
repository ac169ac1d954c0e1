import { blogs } from '../../db/schema/content.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { useTestApp } from '../../test/test-app.ts';

// docs/requirements/public.md#R-P11 (decision 0106): a post that names a city ends with a few published stays
// there (the page's tags: spa.tags-blog.test.ts).
const t = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const host = (await createUser(t.db)).id;
  for (const name of ['Alfama loft', 'Belém house', 'Graça flat', 'Chiado studio']) {
    ids[name] = (await createListing(t.db, host, { city: 'Lisbon', externalListingName: name })).id;
  }
  ids.draft = (
    await createListing(t.db, host, { city: 'Lisbon', externalListingName: 'Draft', draft: true })
  ).id;
  ids.porto = (await createListing(t.db, host, { city: 'Porto', externalListingName: 'Ribeira room' })).id;
});

async function postOf(title: string, shortDescription = 'A short note.') {
  const [row] = await t.db
    .insert(blogs)
    .values({ title, shortDescription, longDescription: 'Text.' })
    .returning({ id: blogs.id });
  const res = await t.app.inject({ url: `/api/blogs/${row!.id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/blogs/{id}: the stays of the city a post names', () => {
  it('a post naming Lisbon (in another language too) ends with three published Lisbon stays, never a draft', async () => {
    for (const title of ['A weekend in Lisbon', 'Três dias em Lisboa']) {
      const { data } = await postOf(title);
      expect(data.city).toBe('Lisbon');
      expect(data.stays).toHaveLength(3);
      for (const stay of data.stays) {
        expect(stay.city).toBe('Lisbon');
        expect(stay.id).not.toBe(ids.draft);
      }
    }
  });

  it('the title comes first, then the summary; a city named first in the text wins', async () => {
    expect((await postOf('Oporto by the river')).data.stays.map((s: { id: number }) => s.id)).toEqual([
      ids.porto,
    ]);
    expect((await postOf('Food notes', 'From Porto to Lisbon by train')).data.city).toBe('Porto');
  });

  it('no city, a city without stays, or a word that only contains a city name: no stays', async () => {
    for (const title of ['Packing for a rainy week', 'Ten days in Tokyo', 'Lisboners and their trams']) {
      const { data } = await postOf(title);
      expect(data).toMatchObject({ city: null, stays: [] });
    }
  });
});
