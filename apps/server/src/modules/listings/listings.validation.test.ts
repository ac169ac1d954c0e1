import { LISTING_MESSAGES, PRICE_POSITIVE_MESSAGE } from '@innkeep/contract/listings-constants';
import type { ListingFormValues } from '@innkeep/contract/listings-form';
import { count, eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  completeListing,
  jpeg,
  multipart,
  noisyPng,
  photo,
  png,
  textRenamedJpg,
  tinyPdf,
  upload,
  uploadedFiles,
  useListingHost,
} from './listings.test-helpers.ts';

let goodPhoto: Awaited<ReturnType<typeof photo>>;
const t = useTestApp();
const host = useListingHost(t);
beforeAll(async () => {
  goodPhoto = await photo('front.png');
});

const listingCount = async () => (await t.db.select({ n: count() }).from(listings))[0]?.n ?? 0;

/** A refused request leaves no row and no file behind. */
async function expectRefused(values: ListingFormValues, draft: boolean, errors: Record<string, string[]>) {
  const before = await listingCount();
  const res = await host.send(values, { draft });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ message: expect.any(String), errors });
  expect(await listingCount()).toBe(before);
  expect(await uploadedFiles(t)).toEqual([]);
}

describe('publish rules (draft=0)', () => {
  it.each(Object.keys(LISTING_MESSAGES))('without %s answers its message and nothing else', async (field) => {
    const blank = field === 'images' || field === 'rooms' ? [] : '';
    const values = { ...completeListing({ images: [goodPhoto] }), [field]: blank } as ListingFormValues;
    await expectRefused(values, false, {
      [field]: [LISTING_MESSAGES[field as keyof typeof LISTING_MESSAGES]],
    });
  });

  it('refuses wrong values with field errors', async () => {
    await expectRefused(
      completeListing({
        images: [goodPhoto],
        price: 'lots',
        contact_email: 'nobody',
        property_type_id: 999,
        minimum_nights: 0,
        number_of_beds: 1,
        rooms: [{ bed_type_id: 999, room_number: 1, quantity: 1 }],
        tags: [12345],
      }),
      false,
      {
        price: ['Price must be a number'],
        contact_email: ['Invalid email address'],
        minimum_nights: ['Minimum nights must be at least 1'],
      },
    );
    // Once the values are well-formed, ids are checked against the lookups.
    await expectRefused(
      completeListing({
        images: [goodPhoto],
        property_type_id: 999,
        number_of_beds: 1,
        rooms: [{ bed_type_id: 999, room_number: 1, quantity: 1 }],
        tags: [12345],
      }),
      false,
      {
        property_type_id: ['Choose a valid property type'],
        'rooms.0.bed_type_id': ['Choose a valid bed type'],
        tags: ['Choose valid tags'],
      },
    );
  });
});

describe('a published listing has a positive price (docs/requirements/host.md#R-H2)', () => {
  it("refuses to publish at 0, or below the currency's smallest step, with a message on price", async () => {
    for (const [currency_code, price] of [
      ['EUR', '0'],
      ['EUR', '0.004'],
      ['JPY', '0.4'],
    ] as const) {
      await expectRefused(completeListing({ images: [goodPhoto], currency_code, price }), false, {
        price: [PRICE_POSITIVE_MESSAGE],
      });
    }
  });

  it('refuses to update a published listing to 0 and keeps its price; a draft may be at 0', async () => {
    const created = await host.send(completeListing({ images: [goodPhoto] }), {
      draft: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const zero = completeListing({ images: [goodPhoto], price: '0' });
    const update = await host.send(zero, { draft: false, listingId: id });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({ price: [PRICE_POSITIVE_MESSAGE] });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ draft: false, priceMinor: 120_50 });

    const draft = await host.send(zero, { draft: true });
    expect(draft.statusCode, draft.body).toBe(201);
    // The database holds the rule too, for any writer that skips the form.
    await expect(t.db.update(listings).set({ priceMinor: 0 }).where(eq(listings.id, id))).rejects.toThrow();
    for (const gone of [id, draft.json().data.id]) await host.remove(gone);
  });
});

describe('draft rules (draft=1)', () => {
  it('needs the name, property type and address', async () => {
    const empty = {
      ...completeListing(),
      external_listing_name: '',
      property_type_id: '',
      address: '',
      rooms: [],
    };
    await expectRefused(empty, true, {
      external_listing_name: [LISTING_MESSAGES.external_listing_name],
      property_type_id: [LISTING_MESSAGES.property_type_id],
      address: [LISTING_MESSAGES.address],
    });
  });

  it('saves a draft with only those three fields', async () => {
    const res = await host.send({ ...completeListing(), ...onlyDraftFields() }, { draft: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Draft saved successfully.');
    const drafts = (await t.app.inject({ url: '/api/listings/data/unpublic', headers: host.headers })).json()
      .data;
    expect(drafts).toEqual([
      expect.objectContaining({ id: res.json().data.id, draft: 1, price: null, images: [] }),
    ]);
    const published = (await t.app.inject({ url: '/api/listings', headers: host.headers })).json().data;
    expect(published).toEqual([]);
    await host.remove(res.json().data.id);
  });
});

function onlyDraftFields(): Partial<ListingFormValues> {
  const values = completeListing();
  const blank = Object.fromEntries(
    Object.keys(values)
      .filter((k) => !['external_listing_name', 'property_type_id', 'address'].includes(k))
      .filter((k) => typeof values[k as keyof ListingFormValues] !== 'object')
      .map((k) => [k, '']),
  );
  return {
    ...blank,
    rooms: [],
    images: [],
    listings_cleanliness_status: 'Not Set',
    enable_reservations_for_gap_nights: false,
  };
}

describe('photo uploads', () => {
  const withPhotos = (...images: ListingFormValues['images']) => completeListing({ images });

  it('refuses a text file renamed .jpg (judged by content)', async () => {
    const bytes = textRenamedJpg();
    await expectRefused(withPhotos(upload(bytes, 'beach.jpg')), false, {
      images: ['beach.jpg: Only JPG and PNG formats are allowed.'],
    });
  });

  it('refuses a photo over 2 MB', async () => {
    const bytes = await noisyPng();
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    await expectRefused(withPhotos(upload(bytes, 'noise.png')), false, {
      images: ['noise.png: File exceeds 2 MB.'],
    });
  });

  it('refuses a photo under 1024x683', async () => {
    const bytes = await jpeg(900, 600);
    await expectRefused(withPhotos(upload(bytes, 'small.jpg')), false, {
      images: ['small.jpg: Minimum size is 1024x683px.'],
    });
  });

  it('refuses the same name and size twice', async () => {
    await expectRefused(withPhotos(goodPhoto, { ...goodPhoto }), false, {
      images: ['New upload contains files that already exist.'],
    });
  });

  it('reports every bad photo at once, with field errors too', async () => {
    const text = textRenamedJpg();
    const small = await jpeg(900, 600);
    await expectRefused(
      {
        ...withPhotos(upload(text, 'a.jpg'), upload(small, 'b.jpg')),
        price: '',
      },
      false,
      {
        price: [LISTING_MESSAGES.price],
        images: ['a.jpg: Only JPG and PNG formats are allowed.', 'b.jpg: Minimum size is 1024x683px.'],
      },
    );
  });
});

describe('attachment uploads', () => {
  it('refuses a file that is not a PDF, whatever its name', async () => {
    const bytes = await png(1100, 700);
    await expectRefused(
      completeListing({
        images: [goodPhoto],
        attachments: [
          {
            ...upload(bytes, 'rules.pdf'),
            attachments_is_public: true,
          },
        ],
      }),
      false,
      { attachments: ['rules.pdf: Only PDF files are allowed.'] },
    );
  });

  it('refuses the same PDF twice', async () => {
    const pdf = tinyPdf();
    const entry = {
      ...upload(pdf, 'rules.pdf'),
      attachments_is_public: true,
    };
    await expectRefused(completeListing({ images: [goodPhoto], attachments: [entry, { ...entry }] }), false, {
      attachments: ['Some uploaded files already exist.'],
    });
  });
});

describe('request shape', () => {
  it('wants multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: host.headers,
      payload: { external_listing_name: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an update without listing_id with a field error', async () => {
    const body = await multipart(new FormData());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings/update',
      headers: { ...host.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ listing_id: ['Listing id is required'] });
  });
});
