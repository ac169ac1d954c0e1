import { formatMonth } from './formats.ts';
import { ratingAverage } from './stay-review-text.ts';
import { reviewRefusal, StayReviewInput, stayReviewMessages } from './stay-reviews.ts';
import { checkOutInstant } from './trip.ts';

const paid = {
  statusId: 6,
  endDate: '2026-10-12',
  checkOutTime: '10:00',
  timeZone: 'Europe/Lisbon',
  reviewed: false,
};

describe('stay reviews (decision 0044)', () => {
  it('opens at check-out in the listing zone (11:00 when none)', () => {
    expect(checkOutInstant('2026-10-12', '10:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-10-12T09:00:00.000Z',
    );
    expect(checkOutInstant('2026-10-12', null, 'UTC').toISOString()).toBe('2026-10-12T11:00:00.000Z');
    expect(checkOutInstant('2026-10-12', 'soon', 'Nowhere/City').toISOString()).toBe(
      '2026-10-12T11:00:00.000Z',
    );
  });

  it('refuses before check-out, an unpaid stay and a second review; allows a paid stay after check-out', () => {
    expect(reviewRefusal(paid, new Date('2026-10-12T08:59:59Z'))).toMatch(
      /^You can review your stay after check-out, from Oct 12, 2026, 10:00 \(Europe\/Lisbon\)\.$/,
    );
    expect(reviewRefusal(paid, new Date('2026-10-12T09:00:00Z'))).toBeNull();
    expect(reviewRefusal({ ...paid, statusId: 5 }, new Date('2027-01-01'))).toBe(stayReviewMessages.notPaid);
    expect(reviewRefusal({ ...paid, statusId: 3 }, new Date('2027-01-01'))).toBe(stayReviewMessages.notPaid);
    expect(reviewRefusal({ ...paid, reviewed: true }, new Date('2027-01-01'))).toBe(
      stayReviewMessages.already,
    );
  });

  it('checks the input: whole stars 1–5, plain text up to 2,000 characters', () => {
    expect(StayReviewInput.parse({ rating: 4, text: ' Nice ' })).toEqual({ rating: 4, text: 'Nice' });
    for (const rating of [0, 6, 2.5, '4', Number.NaN])
      expect(StayReviewInput.safeParse({ rating, text: 'x' }).success).toBe(false);
    for (const text of ['', '  ', 'a\u0000b', 'a\u001bb', 'x'.repeat(2001)])
      expect(StayReviewInput.safeParse({ rating: 4, text }).success).toBe(false);
    expect(StayReviewInput.safeParse({ rating: 4, text: 'line one\nline two\ttab' }).success).toBe(true);
  });

  it('averages to one decimal and names the month', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(formatMonth('2026-10')).toBe('October 2026');
  });
});
