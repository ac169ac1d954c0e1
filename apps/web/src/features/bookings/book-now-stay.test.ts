import { bookNowSearch, resolveBookNowStay } from './book-now-stay.ts';

const stay = { listing_id: 7, start_date: '2027-03-01', end_date: '2027-03-04', guests: 2 };

describe('resolveBookNowStay', () => {
  it('reads the shareable URL first', () => {
    const search = new URLSearchParams(bookNowSearch(stay));
    const stored = { id: 9, start_date: '2027-05-01', end_date: '2027-05-02', guests: 1 };
    expect(resolveBookNowStay(search, null, stored)).toEqual(stay);
  });

  it('falls back to inquiry_data, then to the stored listing details of the same listing', () => {
    const none = new URLSearchParams();
    const inquiry = {
      inquiry_data: { listing_id: 7, start_date: '2027-03-01', end_date: '2027-03-04', guests: 2 },
    };
    expect(resolveBookNowStay(none, inquiry, null)).toEqual(stay);
    const stored = { id: 7, start_date: '2027-03-01', end_date: '2027-03-04', guests: 2 };
    expect(resolveBookNowStay(none, null, stored)).toEqual(stay);
    // Another listing's stored dates are not this stay's.
    expect(resolveBookNowStay(new URLSearchParams('listing_id=8'), null, stored)).toBeNull();
  });

  it('refuses a stay without a listing or with broken dates; guests default to 1', () => {
    expect(
      resolveBookNowStay(new URLSearchParams('start_date=2027-03-01&end_date=2027-03-02'), null, null),
    ).toBeNull();
    expect(
      resolveBookNowStay(
        new URLSearchParams('listing_id=7&start_date=tomorrow&end_date=2027-03-02'),
        null,
        null,
      ),
    ).toBeNull();
    expect(
      resolveBookNowStay(
        new URLSearchParams('listing_id=7&start_date=2027-03-01&end_date=2027-03-02&guests=x'),
        null,
        null,
      )?.guests,
    ).toBe(1);
  });
});
