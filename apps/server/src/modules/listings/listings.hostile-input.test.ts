import type { ListingFormValues } from '@innkeep/contract/listings-form';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { count } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, photo, useListingHost } from './listings.test-helpers.ts';

/** docs/requirements/security.md#R-S1, R-S2, R-S3, R-S4 on the host listing routes: 422 (or 404), and the listing unchanged. */
let published: HostListing;

/** Sends an update of the published listing: its own values, changed by `values`, then raw parts by `parts`. */
const update = (values: Partial<ListingFormValues>, parts: Record<string, string> = {}) =>
  host.update(published, values, { parts });

const expectRefusedAndUnchanged = (res: Awaited<ReturnType<typeof update>>, field: string) =>
  host.expectUpdateRefused(published, res, field);

const t = useTestApp();
const host = useListingHost(t);
beforeAll(async () => {
  published = await host.create(
    completeListing({
      images: [await photo()],
      amenities: { ...completeListing().amenities, kitchen: true },
    }),
  );
  expect(published.draft).toBe(0);
  expect(published.amenities.kitchen).toBe(1);
});

describe('ids', () => {
  it.each(['99999999999', '2147483648', '0x10', '+1', '1e1', '16.0'])(
    'GET /api/listings/%s answers 422',
    async (id) => {
      const res = await t.app.inject({
        url: `/api/listings/${encodeURIComponent(id)}`,
        headers: host.headers,
      });
      expect(res.statusCode, res.body).toBe(422);
      const attachment = await t.app.inject({
        url: `/api/listings/${published.id}/attachments/${encodeURIComponent(id)}`,
        headers: host.headers,
      });
      expect(attachment.statusCode, attachment.body).toBe(422);
    },
  );

  it('answers an unknown but valid id with 404', async () => {
    const res = await t.app.inject({ url: '/api/listings/2147483647', headers: host.headers });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an update whose listing_id, property_type_id or tag is beyond an integer column', async () => {
    await expectRefusedAndUnchanged(await update({}, { listing_id: '99999999999' }), 'listing_id');
    await expectRefusedAndUnchanged(await update({}, { listing_id: '0x10' }), 'listing_id');
    await expectRefusedAndUnchanged(await update({ property_type_id: '99999999999' }), 'property_type_id');
    await expectRefusedAndUnchanged(await update({ tags: [99999999999] }), 'tags.0');
  });
});

describe('NUL bytes', () => {
  it.each(['external_listing_name', 'description', 'city', 'house_rules', 'contact_name'] as const)(
    'refuses a NUL in %s with a clear 422',
    async (field) => {
      const res = await update({ [field]: 'Sea\u0000view' });
      await expectRefusedAndUnchanged(res, field);
      expect(res.json().errors[field]).toEqual(['Text must not contain NUL characters']);
    },
  );

  it('creates nothing when a new listing carries a NUL', async () => {
    const before = (await t.db.select({ n: count() }).from(listings))[0]?.n;
    const res = await host.send(completeListing({ external_listing_name: 'A\u0000' }), {
      draft: true,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect((await t.db.select({ n: count() }).from(listings))[0]?.n).toBe(before);
  });
});

describe('impossible gap dates', () => {
  it.each(['2025-02-30', '9999-12-31', '0000-01-01'])('refuses allow_gaps_between_start=%s', async (date) => {
    await expectRefusedAndUnchanged(
      await update({ allow_gaps_between_start: date }),
      'allow_gaps_between_start',
    );
  });
});

describe('amounts above the product bound', () => {
  it('refuses a price above ten million, naming the bound, whatever the currency', async () => {
    const res = await update({ currency_code: 'KWD', price: 10_000_001 });
    await expectRefusedAndUnchanged(res, 'price');
    expect(res.json().errors.price).toEqual(['Price must be at most 10,000,000']);
  });

  it('stores a KWD price at the bound exactly (10^10 fils, beyond 32 bits) and reads it back', async () => {
    const values = completeListing({
      images: [await photo('kwd.png')],
      currency_code: 'KWD',
      price: 10_000_000,
    });
    const saved = await host.create(values);
    expect(saved.price_and_fee).toMatchObject({ currency_code: 'KWD', price: 10_000_000 });
  });
});

describe('currencies (docs/requirements/money.md#R-M2)', () => {
  it.each(['IRR', 'SYP', 'XAU'])(
    'refuses %s, which Stripe cannot charge a card in',
    async (currency_code) => {
      const res = await update({ currency_code });
      await expectRefusedAndUnchanged(res, 'currency_code');
      expect(res.json().errors.currency_code).toEqual(['Choose a currency that card payments accept']);
    },
  );
});

describe('invalid values never change data silently', () => {
  it.each(['abc', '2', '-1', ''])('draft=%j is refused, and the listing stays published', async (draft) => {
    await expectRefusedAndUnchanged(await update({}, { draft }), 'draft');
  });

  it.each(['abc', '2'])('an amenity flag %j is refused instead of stored as 0', async (flag) => {
    await expectRefusedAndUnchanged(await update({}, { kitchen: flag }), 'amenities.kitchen');
  });

  it('a number spelt 0x10 is refused instead of stored as 16', async () => {
    await expectRefusedAndUnchanged(await update({}, { number_of_beds: '0x10' }), 'number_of_beds');
  });
});
