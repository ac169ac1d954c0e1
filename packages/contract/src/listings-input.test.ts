import { ListingDraftInput, ListingPublishInput } from './listings.ts';
import { LIST_MESSAGES, PRICE_POSITIVE_MESSAGE } from './listings-constants.ts';
import { readListingMultipart } from './listings-multipart-read.ts';
import { completeValues, errorsOf } from './listings-test-values.ts';

const read = (fields: Record<string, string>) =>
  readListingMultipart(new Map(Object.entries(fields).map(([k, v]) => [k, [v]])), {
    images: [],
    attachments: [],
  });

describe('listing input from a hostile client (docs/requirements/security.md#R-S1)', () => {
  it('refuses a draft flag that is not 1/0 instead of reading it as "publish" or "draft"', () => {
    for (const bad of ['abc', '2', '-1', '']) {
      expect(read({ draft: bad }).errors, bad).toEqual({ draft: [LIST_MESSAGES.draft] });
    }
    expect(read({ draft: '0' })).toMatchObject({ draft: false, errors: {} });
    expect(read({ draft: '1' })).toMatchObject({ draft: true, errors: {} });
  });

  it('refuses an attachment visibility that is not a flag instead of guessing it', () => {
    const withFile = (isPublic: string) =>
      readListingMultipart(new Map([['attachments_is_public[]', [isPublic]]]), {
        images: [],
        attachments: ['file'],
      });
    for (const bad of ['abc', '2', '-1', '']) {
      expect(withFile(bad).errors, bad).toEqual({ attachments: [LIST_MESSAGES.attachments] });
    }
    expect(withFile('1')).toMatchObject({ newAttachments: [{ attachments_is_public: true }], errors: {} });
    expect(withFile('0')).toMatchObject({ newAttachments: [{ attachments_is_public: false }], errors: {} });
    const kept = (isPublic: unknown) =>
      read({ existing_attachments: JSON.stringify([{ id: 1, attachments_is_public: isPublic }]) }).errors;
    expect(kept('abc')).toEqual({ attachments: [LIST_MESSAGES.attachments] });
    expect(kept(2)).toEqual({ attachments: [LIST_MESSAGES.attachments] });
    expect(kept(1)).toEqual({});
    expect(kept(false)).toEqual({});
  });

  it('refuses amenity and checkbox flags other than 1/0 instead of storing them as 0', () => {
    const values = { ...completeValues(), amenities: { ...completeValues().amenities, kitchen: 'abc' } };
    expect(errorsOf(ListingPublishInput, values)['amenities.kitchen']).toHaveLength(1);
    const two = { ...completeValues(), amenities: { ...completeValues().amenities, hot_tub: '2' } };
    expect(errorsOf(ListingPublishInput, two)['amenities.hot_tub']).toHaveLength(1);
    const gap = { ...completeValues(), enable_reservations_for_gap_nights: 'abc' };
    expect(errorsOf(ListingPublishInput, gap).enable_reservations_for_gap_nights).toHaveLength(1);
  });

  it('refuses numbers spelt as hex or exponents', () => {
    const values = { ...completeValues(), number_of_beds: '0x10', person_capacity: '1e1', price: '0x10' };
    const errors = errorsOf(ListingPublishInput, values);
    expect(errors.number_of_beds).toEqual(['Number of beds must be a number']);
    expect(errors.person_capacity).toEqual(['Person capacity must be a number']);
    expect(errors.price).toEqual(['Price must be a number']);
    expect(
      ListingPublishInput.parse({ ...completeValues(), lat: '-9.15', number_of_beds: '2' }),
    ).toMatchObject({
      lat: -9.15,
      number_of_beds: 2,
    });
  });

  it('bounds ids and tags to what an integer column holds', () => {
    const values = { ...completeValues(), property_type_id: '99999999999', tags: [1, 99999999999] };
    const errors = errorsOf(ListingDraftInput, values);
    expect(errors.property_type_id).toHaveLength(1);
    expect(errors['tags.1']).toHaveLength(1);
    expect(errorsOf(ListingDraftInput, { ...completeValues(), tags: ['0x10'] })['tags.0']).toHaveLength(1);
    const readBack = read({ existing_images: JSON.stringify([{ id: 99999999999, position: 0 }]) });
    expect(readBack.errors).toEqual({ images: [LIST_MESSAGES.photos] });
  });

  it('refuses NUL in every text field, file names included', () => {
    for (const field of [
      'external_listing_name',
      'description',
      'address',
      'city',
      'house_rules',
      'wi_fi_password',
    ]) {
      const errors = errorsOf(ListingDraftInput, { ...completeValues(), [field]: 'a\u0000b' });
      expect(errors[field], field).toEqual(['Text must not contain NUL characters']);
    }
    const image = { name: 'x\u0000.jpg', size: 10 };
    expect(
      errorsOf(ListingDraftInput, { ...completeValues(), images: [image] })['images.0.name'],
    ).toHaveLength(1);
  });

  it('checks contact phones with the shared rule and keeps the host’s spacing', () => {
    expect(
      ListingDraftInput.parse({ ...completeValues(), phone_number: ' +351 912 345 ' }).phone_number,
    ).toBe('+351 912 345');
    expect(errorsOf(ListingDraftInput, { ...completeValues(), second_phone_number: '12ab' })).toEqual({
      second_phone_number: ['Phone number must have 5 to 20 digits, optionally after a +'],
    });
  });

  it('refuses impossible or out-of-range gap dates', () => {
    for (const bad of ['2025-02-30', '2025-02-29', '9999-12-31', '0000-01-01']) {
      const values = { ...completeValues(), allow_gaps_between_start: bad };
      expect(errorsOf(ListingPublishInput, values).allow_gaps_between_start, bad).toEqual([
        'Allow gaps between start must be a real date in the form YYYY-MM-DD',
      ]);
    }
  });

  it('bounds money by product sense, not by storage, in every currency (money columns are 64-bit)', () => {
    // 10,000,000 KWD is 10^10 fils: more than a 32-bit column held, nothing for a bigint one.
    for (const currency_code of ['KWD', 'JPY', 'EUR']) {
      expect(
        errorsOf(ListingPublishInput, {
          ...completeValues(),
          currency_code,
          price: 10_000_000,
          cleaning_fee: 9_999_999.5,
        }),
        currency_code,
      ).toEqual({});
    }
    expect(
      errorsOf(ListingPublishInput, { ...completeValues(), currency_code: 'KWD', price: 10_000_000.001 })
        .price,
    ).toEqual(['Price must be at most 10,000,000']);
    expect(
      errorsOf(ListingPublishInput, { ...completeValues(), refundable_damage_deposit: 20_000_000 })
        .refundable_damage_deposit,
    ).toEqual(['Refundable damage deposit must be at most 10,000,000']);
  });

  it("publishes only a positive price, in the currency's step; a draft may be at 0", () => {
    for (const [currency_code, price] of [
      ['EUR', 0],
      ['EUR', '0.00'],
      ['EUR', 0.004],
      ['JPY', 0.4],
      ['KWD', 0.004],
    ] as const) {
      expect(
        errorsOf(ListingPublishInput, { ...completeValues(), currency_code, price }).price,
        `${price} ${currency_code}`,
      ).toEqual([PRICE_POSITIVE_MESSAGE]);
    }
    expect(errorsOf(ListingPublishInput, { ...completeValues(), price: 0.01 }).price).toBeUndefined();
    expect(errorsOf(ListingDraftInput, { ...completeValues(), price: 0 }).price).toBeUndefined();
  });
});
