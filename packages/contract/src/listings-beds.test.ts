import { ListingDraftInput, ListingPublishInput } from './listings.ts';
import {
  bedCountMessage,
  bedCountToStore,
  bedsInList,
  formatBathrooms,
  isHalfStep,
} from './listings-beds.ts';
import { readListingMultipart } from './listings-multipart-read.ts';
import { completeValues, errorsOf } from './listings-test-values.ts';
import { NUMBER_LISTS } from './lookups.ts';

const twoRooms = [
  { bed_type_id: 1, room_number: 1, quantity: 1 },
  { bed_type_id: 2, room_number: 2, quantity: 2 },
];

// docs/requirements/host.md#R-H25: one bed list; the count is its total.
describe('one bed list', () => {
  it('counts the beds of a list by quantity', () => {
    expect(bedsInList([])).toBe(0);
    expect(bedsInList(twoRooms)).toBe(3);
  });

  it('refuses to publish a count that is not the list total, on Number of beds', () => {
    for (const stated of [2, 4, 0]) {
      const errors = errorsOf(ListingPublishInput, {
        ...completeValues(),
        rooms: twoRooms,
        number_of_beds: stated,
      });
      expect(errors, String(stated)).toEqual({ number_of_beds: [bedCountMessage(3)] });
    }
    expect(bedCountMessage(3)).toBe('Number of beds must match the Bed types list, which has 3 beds');
    expect(bedCountMessage(1)).toBe('Number of beds must match the Bed types list, which has 1 bed');
  });

  it('publishes a count equal to the total, or a blank one', () => {
    expect(
      errorsOf(ListingPublishInput, { ...completeValues(), rooms: twoRooms, number_of_beds: '3' }),
    ).toEqual({});
    expect(
      errorsOf(ListingPublishInput, { ...completeValues(), rooms: twoRooms, number_of_beds: '' }),
    ).toEqual({});
  });

  it('saves a draft whose count and list disagree (the host may finish later)', () => {
    const draft = { ...completeValues(), rooms: twoRooms, number_of_beds: 5 };
    expect(errorsOf(ListingDraftInput, draft)).toEqual({});
  });

  it('stores a stated count as is and a blank one as the list total', () => {
    expect(bedCountToStore(5, twoRooms)).toBe(5);
    expect(bedCountToStore(undefined, twoRooms)).toBe(3);
    expect(bedCountToStore(undefined, [])).toBeNull();
  });
});

// docs/requirements/host.md#R-H26: bathrooms in whole or half steps.
describe('half bathrooms', () => {
  it('accepts 1.5 bathrooms from the form and from a multipart body', () => {
    expect(ListingPublishInput.parse({ ...completeValues(), number_of_bathrooms: 1.5 })).toMatchObject({
      number_of_bathrooms: 1.5,
    });
    const read = readListingMultipart(
      new Map([
        ['external_listing_name', ['Loft']],
        ['property_type_id', ['1']],
        ['address', ['Rua Augusta 1']],
        ['number_of_bathrooms', ['2.5']],
      ]),
      { images: [], attachments: [] },
    );
    expect(read.errors).toEqual({});
    const parsed = ListingDraftInput.parse({ ...read.values, images: [] });
    expect(parsed.number_of_bathrooms).toBe(2.5);
  });

  it('refuses steps other than halves with a clear message', () => {
    for (const bad of [1.3, '0.25', 2.75]) {
      expect(
        errorsOf(ListingDraftInput, { ...completeValues(), number_of_bathrooms: bad }),
        String(bad),
      ).toEqual({
        number_of_bathrooms: ['Number of bathrooms must be a whole or half number, such as 1.5'],
      });
    }
    expect(isHalfStep(3)).toBe(true);
    expect(isHalfStep(0.5)).toBe(true);
    expect(isHalfStep(0.1)).toBe(false);
  });

  it('lists 0 to 10 bathrooms in half steps, ids in order', () => {
    const list = NUMBER_LISTS['number-of-bathrooms'];
    expect(list).toHaveLength(21);
    expect(list.slice(0, 4)).toEqual([
      { id: 1, number: 0 },
      { id: 2, number: 0.5 },
      { id: 3, number: 1 },
      { id: 4, number: 1.5 },
    ]);
    expect(list.at(-1)).toEqual({ id: 21, number: 10 });
    expect(NUMBER_LISTS['number-of-beds'].at(-1)).toEqual({ id: 20, number: 20 });
  });

  it('names them as pages show them', () => {
    expect(formatBathrooms(1.5)).toBe('1.5 baths');
    expect(formatBathrooms(1)).toBe('1 bath');
    expect(formatBathrooms(0)).toBe('0 baths');
  });
});
