import { cancellationMessages as cmsg } from '@innkeep/contract/cancellation';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { calculation, day, paidStayOn, post, refundsOf } from './bookings.test-helpers.ts';

/**
 * docs/requirements/cancellation.md#R-C3: the quote on the reservation page is itemised and is what the cancel route refunds. 3 nights
 * at €100 for 2 guests, €30 cleaning and the Lisbon city tax (€4 × 2 × 3 = €24): €354, paid by Book now.
 */
const LISBON = {
  name: 'Lisbon city tax',
  type: 'per_person_per_night',
  amountMinor: 400,
  maxNights: 7,
} as const;

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

async function paidStay(policy: 'flexible' | 'moderate' | 'strict', start: number) {
  const stay = await paidStayOn(
    t,
    host.user.id,
    { taxes: [LISBON], cancellationPolicy: policy },
    { start_date: day(start), end_date: day(start + 3) },
  );
  expect(stay.totalMinor).toBe(354_00);
  return stay;
}

interface Line {
  key: string;
  label: string;
  amount: number;
}
const quoteOf = async (hash: string) => {
  const res = await t.app.inject({ url: `/api/bookings/reservation/${hash}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.cancellation as {
    refund: number;
    paid: number;
    lines: Line[];
    kept: Line[];
    terms: string;
  };
};
const total = (lines: Line[]) => Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100;
const refunded = async (id: number) => (await refundsOf(t, id)).reduce((s, r) => s + r.amountMinor, 0);

describe('the itemised refund before a guest cancels', () => {
  it('moderate within 5 days: the lines the page shows are what the cancel refunds, taxes named in the terms', async () => {
    const { id, hash } = await paidStay('moderate', 3);
    const q = await quoteOf(hash);
    expect(q.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Half of the 2 nights after the first', 100],
      ['Cleaning fee', 30],
      ['Lisbon city tax', 8],
    ]);
    expect(q.kept.map((l) => [l.label, l.amount])).toEqual([
      ['First night', 100],
      ['Other half of the 2 nights after the first', 100],
      ['Lisbon city tax', 16],
    ]);
    expect({ refund: q.refund, paid: q.paid, lines: total(q.lines), kept: total(q.kept) }).toEqual({
      refund: 138,
      paid: 354,
      lines: 138,
      kept: 216,
    });
    // Booked 3 days ahead, after the 5-day deadline: there never was a free period, and no deadline is
    // offered, dated or said to have passed (R-C6).
    expect(q.terms).toContain(
      'No full refund: the stay was booked less than 5 days before check-in. Cancelling before check-in on ',
    );
    expect(q.terms).not.toContain('deadline');
    expect(q.terms).not.toContain('for a full refund');
    expect(q.terms).toContain('with the taxes on that half');

    const res = await post(t, `/api/bookings/reservation/${hash}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(cmsg.cancelledWithRefund('€138'));
    expect(await refunded(id)).toBe(138_00);
    // Cancelled: the page shows the stay paid and refunded, nothing left to quote.
    expect(await quoteOf(hash)).toMatchObject({ refund: 0, lines: [], kept: [], paid: 0 });
  });

  it('extra guests: their charge is its own line, on the page and in what the cancel refunds', async () => {
    // 4 guests: 2 extra × €10 × 3 nights = €60 on top of the nights' €300; no tax.
    const { id, hash, totalMinor, listingId } = await paidStayOn(
      t,
      host.user.id,
      { cancellationPolicy: 'moderate' },
      { start_date: day(3), end_date: day(6), guests: 4 },
    );
    expect(totalMinor).toBe(390_00);
    const q = await quoteOf(hash);
    expect(q.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Half of the 2 nights after the first', 100],
      ['Extra guests', 20],
      ['Cleaning fee', 30],
    ]);
    expect(q.kept.map((l) => [l.label, l.amount])).toEqual([
      ['First night', 100],
      ['Other half of the 2 nights after the first', 100],
      ['Extra guests', 40],
    ]);
    expect((await post(t, `/api/bookings/reservation/${hash}/cancel`, {})).statusCode).toBe(200);
    expect(await refunded(id)).toBe(150_00);
    // The stay page's quote for other dates, before booking, names the same lines.
    const before = await calculation(t, listingId, day(20), day(23), 4);
    expect(before.statusCode, before.body).toBe(200);
    expect(
      (before.json().data.cancellation.lines as Line[]).slice(0, 2).map((l) => [l.label, l.amount]),
    ).toEqual([
      ['All 3 nights', 300],
      ['Extra guests', 60],
    ]);
  });

  it('flexible in the free period: every line back but card processing, the same amount refunded', async () => {
    const { id, hash } = await paidStay('flexible', 10);
    const q = await quoteOf(hash);
    // Card processing, 2.9 % + €0.30 of €354, is never refunded (decision 0089).
    expect(q.lines.map((l) => [l.key, l.amount])).toEqual([
      ['nights', 300],
      ['cleaning_fee', 30],
      ['tax_0', 24],
      ['card_processing', -10.57],
    ]);
    expect(q).toMatchObject({
      refund: 343.43,
      paid: 354,
      kept: [{ key: 'card_processing', label: 'Card processing', amount: 10.57 }],
    });
    expect(q.terms).toContain('everything is refunded but the first night and the taxes on it.');
    expect(q.terms).toContain('Card processing (€10.57) is never refunded.');
    expect((await post(t, `/api/bookings/reservation/${hash}/cancel`, {})).statusCode).toBe(200);
    expect(await refunded(id)).toBe(343_43);
  });

  it('an approved stay not paid yet: the terms paying now gives, not counted from the inquiry', async () => {
    const l = await createListing(t.db, host.user.id, { cancellationPolicy: 'strict' });
    const r = await createReservation(t.db, l.id, {
      statusId: 3,
      startDate: day(30),
      endDate: day(33),
      cancellationPolicy: 'strict',
      createdAt: new Date(Date.now() - 3 * 24 * 3_600_000),
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await t.app.inject({ url: `/api/bookings/reservation/${r.uniqueHash}` });
    const { full_refund_until } = res.json().data.data.cancellation;
    // Strict: a full refund within 48 hours of booking; paying now books now, whenever the inquiry was sent.
    expect(Date.parse(full_refund_until)).toBeGreaterThan(Date.now() + 47 * 3_600_000);
  });
});
