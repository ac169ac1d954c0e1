import fc from 'fast-check';
import { CANCELLATION_POLICIES, type CancellationPolicy, cancellationPolicySummary } from './cancellation.ts';
import {
  type CancellationStay,
  extraGuestsOf,
  quoteCancellation,
  toCancellationWire,
} from './cancellation-quote.ts';
import { pricingListing, stayOf } from './pricing.test-helpers.ts';
import { calculatePrice } from './pricing.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The stay of the taxes tests (decision 0048): 3 nights at €100 for 2 guests, €30 cleaning, the Lisbon city tax
 * (€4 × 2 guests × 3 nights = €24): €354, paid in full, in Lisbon from 10 March 2027 at 15:00 (UTC in winter).
 */
const stay = (over: Partial<CancellationStay> = {}): CancellationStay => ({
  policy: 'moderate',
  startDate: '2027-03-10',
  checkInTime: '15:00',
  timeZone: 'Europe/Lisbon',
  bookedAt: new Date('2027-01-01T10:00:00Z'),
  nights: 3,
  currency: 'EUR',
  totalMinor: 354_00,
  cleaningFeeMinor: 30_00,
  taxesMinor: 24_00,
  taxes: [{ label: 'Lisbon city tax', amountMinor: 24_00 }],
  refundableMinor: 354_00,
  paid: true,
  ...over,
});
const checkIn = Date.parse('2027-03-10T15:00:00Z');
const at = (ms: number) => new Date(ms);
const sum = (lines: { amountMinor: number }[]) => lines.reduce((s, l) => s + l.amountMinor, 0);
const table = (lines: { label: string; amountMinor: number }[]) => lines.map((l) => [l.label, l.amountMinor]);

describe('the itemised refund', () => {
  it('moderate after the free period: half of the later nights with their taxes, the cleaning fee; the text says so', () => {
    const q = quoteCancellation(stay(), at(checkIn - 2 * DAY));
    expect(q.refundMinor).toBe(138_00);
    expect(table(q.lines)).toEqual([
      ['Half of the 2 nights after the first', 100_00],
      ['Cleaning fee', 30_00],
      ['Lisbon city tax', 8_00],
    ]);
    expect(table(q.kept)).toEqual([
      ['First night', 100_00],
      ['Other half of the 2 nights after the first', 100_00],
      ['Lisbon city tax', 16_00],
    ]);
    // The promise and the amount agree: the text names the taxes that come back with the nights.
    expect(q.terms).toContain(
      'refunds the cleaning fee and half of the nights after the first, with the taxes on that half.',
    );
  });

  it('flexible in the last day: everything but the first night and the taxes on it', () => {
    const q = quoteCancellation(stay({ policy: 'flexible' }), at(checkIn - HOUR));
    expect(q.refundMinor).toBe(246_00);
    expect(table(q.lines)).toEqual([
      ['2 nights after the first', 200_00],
      ['Cleaning fee', 30_00],
      ['Lisbon city tax', 16_00],
    ]);
    expect(table(q.kept)).toEqual([
      ['First night', 100_00],
      ['Lisbon city tax', 8_00],
    ]);
    expect(q.terms).toContain(
      'The free-cancellation deadline has passed: cancelling now, before check-in on Mar 10, 2027, 15:00 (Lisbon time), refunds everything but the first night and the taxes on it.',
    );
  });

  it('never quotes a deadline that has passed, and offers a free cancellation while it lasts', () => {
    const ended = quoteCancellation(stay(), at(checkIn - 2 * DAY));
    expect(ended.terms).toContain(
      'The free-cancellation deadline has passed: cancelling now, before check-in on Mar 10, 2027, 15:00 (Lisbon time), refunds the cleaning fee and half of the nights after the first, with the taxes on that half.',
    );
    expect(ended.terms).not.toContain('for a full refund');
    expect(ended.terms).not.toContain('Mar 5, 2027');
    const open = quoteCancellation(stay(), at(checkIn - 10 * DAY));
    expect(open.terms).toContain('Cancel before Mar 5, 2027, 15:00 for a full refund.');
    // Card processing (2.9 % + €0.30 of €354 = €10.57) is never refunded (decision 0089).
    expect(table(open.lines)).toEqual([
      ['All 3 nights', 300_00],
      ['Cleaning fee', 30_00],
      ['Lisbon city tax', 24_00],
      ['Card processing, not refunded', -10_57],
    ]);
    expect(table(open.kept)).toEqual([['Card processing', 10_57]]);
    expect(open.refundMinor).toBe(343_43);
    expect(open.terms).toContain('Card processing (€10.57) is never refunded.');
    const strictLate = quoteCancellation(stay({ policy: 'strict' }), at(checkIn - 3 * DAY));
    expect(strictLate.terms).toContain(
      'The free-cancellation deadline (48 hours after booking) has passed. The half-refund deadline has passed: cancelling now, before check-in on Mar 10, 2027, 15:00 (Lisbon time), refunds only the cleaning fee.',
    );
    expect(strictLate.terms).not.toMatch(/Jan 3, 2027|Mar 3, 2027/);
    expect(table(strictLate.lines)).toEqual([['Cleaning fee', 30_00]]);
  });

  it('a stay booked after the free period never had one: the terms say so, not that a deadline passed', () => {
    // Flexible booked 20 hours before check-in, moderate 3 days before: each after its own deadline.
    const flex = quoteCancellation(
      stay({ policy: 'flexible', bookedAt: at(checkIn - 20 * HOUR) }),
      at(checkIn - 19 * HOUR),
    );
    expect(flex.terms).toBe(
      'Flexible cancellation policy. No full refund: the stay was booked less than 24 hours before check-in. Cancelling before check-in on Mar 10, 2027, 15:00 (Lisbon time) refunds everything but the first night and the taxes on it. Card processing (€10.57) is never refunded. No cancellation after check-in.',
    );
    expect(flex.now).toBe('Cancelling now refunds €246.');
    expect(flex).toMatchObject({ stage: 'partial', refundMinor: 246_00, fullRefundUntil: null });
    const moderate = quoteCancellation(stay({ bookedAt: at(checkIn - 3 * DAY) }), at(checkIn - 3 * DAY));
    expect(moderate.terms).toContain(
      'No full refund: the stay was booked less than 5 days before check-in. Cancelling before check-in on Mar 10, 2027, 15:00 (Lisbon time) refunds the cleaning fee and half of the nights after the first, with the taxes on that half.',
    );
    expect(moderate.now).toBe('Cancelling now refunds €138.');
    expect(moderate).toMatchObject({ stage: 'partial', refundMinor: 138_00, fullRefundUntil: null });
    for (const q of [flex, moderate]) expect(`${q.terms} ${q.now}`).not.toMatch(/deadline|full refund\./);
    // One minute before the deadline still has the free period, the deadline itself none.
    const justBefore = stay({ bookedAt: at(checkIn - 5 * DAY - 60_000) });
    expect(quoteCancellation(justBefore, justBefore.bookedAt).terms).toContain(
      'Cancel before Mar 5, 2027, 15:00 for a full refund.',
    );
    const onTheDeadline = stay({ bookedAt: at(checkIn - 5 * DAY) });
    expect(quoteCancellation(onTheDeadline, onTheDeadline.bookedAt).terms).toContain(
      'No full refund: the stay was booked less than 5 days before check-in.',
    );
  });

  it('names one night as "the night", never "the 1 night"', () => {
    const short = (nights: number, policy: CancellationPolicy) =>
      stay({ policy, nights, totalMinor: nights * 100_00, cleaningFeeMinor: 0, taxesMinor: 0, taxes: [] });
    const labels = (q: { lines: { label: string }[]; kept: { label: string }[] }) =>
      [...q.lines, ...q.kept].map((l) => l.label);
    expect(labels(quoteCancellation(short(2, 'moderate'), at(checkIn - 2 * DAY)))).toEqual([
      'Half of the night after the first',
      'First night',
      'Other half of the night after the first',
    ]);
    expect(labels(quoteCancellation(short(2, 'flexible'), at(checkIn - 0.5 * DAY)))).toEqual([
      'The night after the first',
      'First night',
    ]);
    expect(labels(quoteCancellation(short(1, 'strict'), at(checkIn - 10 * DAY)))).toEqual([
      'Half of the night',
      'Other half of the night',
    ]);
    expect(labels(quoteCancellation(short(1, 'moderate'), at(checkIn - 30 * DAY)))).toContain('The night');
    for (const policy of CANCELLATION_POLICIES) {
      for (const nights of [1, 2]) {
        for (const days of [30, 10, 3, 0.5]) {
          const text = labels(quoteCancellation(short(nights, policy), at(checkIn - days * DAY))).join(' | ');
          expect(text, `${policy}, ${nights} nights, ${days} days before`).not.toMatch(/\b1 night|All 1/);
        }
      }
    }
  });

  it('at each stage the terms date only deadlines still ahead of the clock (fixed clocks)', () => {
    // Every instant a deadline could be quoted at, each policy: a date in the terms is never before `now`.
    const dated = /([A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2})/g;
    const lisbonUtc = (text: string) => Date.parse(`${text} UTC`); // Lisbon is UTC in winter.
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: -3 * 24, max: 30 * 24 }),
        (policy, hoursBefore) => {
          const now = at(checkIn - hoursBefore * HOUR);
          const q = quoteCancellation(stay({ policy, bookedAt: at(checkIn - 40 * DAY) }), now);
          for (const [, date] of q.terms.matchAll(dated)) {
            expect(lisbonUtc(date ?? '')).toBeGreaterThan(now.getTime());
          }
        },
      ),
    );
  });

  it('strict: a passed grace period is not dated, the half refund still ahead is', () => {
    const q = quoteCancellation(stay({ policy: 'strict' }), at(checkIn - 10 * DAY));
    expect(q.terms).toContain(
      'The free-cancellation deadline (48 hours after booking) has passed. Until Mar 3, 2027, 15:00, the cleaning fee and half of the nights are refunded, with the taxes on that half; after that and before check-in',
    );
    const early = quoteCancellation(stay({ policy: 'strict' }), at(Date.parse('2027-01-02T10:00:00Z')));
    expect(early.terms).toContain(
      'Cancel before Jan 3, 2027, 10:00 (48 hours after booking) for a full refund.',
    );
    expect(early.terms).toContain('After that and until Mar 3, 2027, 15:00,');
  });

  it('from check-in on, the terms say only that the stay can no longer be cancelled', () => {
    const q = quoteCancellation(stay(), at(checkIn + HOUR));
    expect(q.terms).toBe(
      'Moderate cancellation policy. Check-in has passed, so the stay can no longer be cancelled here.',
    );
  });

  it('a non-refundable fee is one more entry: kept at every stage, and said in the terms', () => {
    const withFee = stay({
      totalMinor: 374_00,
      refundableMinor: 374_00,
      fees: [{ key: 'service_fee', label: 'Service fee', amountMinor: 20_00, refund: 'never' }],
    });
    const q = quoteCancellation(withFee, at(checkIn - 10 * DAY));
    expect(q.refundMinor).toBe(354_00);
    expect(q.kept).toEqual([{ key: 'service_fee', label: 'Service fee', amountMinor: 20_00 }]);
    expect(q.terms).toContain('The service fee (€20) is not refunded.');
  });

  it('an earlier refund comes off what the guest would keep, then off the refund', () => {
    // The host already gave €50 back: a late moderate cancellation still gives €138, and €166 stays kept.
    const late = quoteCancellation(stay({ refundableMinor: 304_00 }), at(checkIn - 2 * DAY));
    expect(late.refundMinor).toBe(138_00);
    expect(late.kept.at(-1)).toEqual({
      key: 'refunded_before',
      label: 'Already refunded',
      amountMinor: -50_00,
    });
    expect(late.refundMinor + sum(late.kept)).toBe(304_00);
    // Within the free period only what is left comes back, less the card processing.
    const early = quoteCancellation(stay({ refundableMinor: 304_00 }), at(checkIn - 10 * DAY));
    expect(early.refundMinor).toBe(304_00 - 10_57);
    expect(early.lines.slice(-2)).toEqual([
      { key: 'refunded_before', label: 'Already refunded', amountMinor: -50_00 },
      { key: 'card_processing', label: 'Card processing, not refunded', amountMinor: -10_57 },
    ]);
    expect(early.kept).toEqual([{ key: 'card_processing', label: 'Card processing', amountMinor: 10_57 }]);
  });

  it('an unpaid stay has no lines at all, and the wire carries lines, kept and paid in major units', () => {
    const unpaid = quoteCancellation(stay({ refundableMinor: 0, paid: false }), at(checkIn - 10 * DAY));
    expect(unpaid).toMatchObject({ refundMinor: 0, lines: [], kept: [], paidMinor: 0 });
    const wire = toCancellationWire(quoteCancellation(stay(), at(checkIn - 2 * DAY)), 'EUR');
    expect(wire).toMatchObject({ refund: 138, paid: 354 });
    expect(wire.lines[0]).toEqual({
      key: 'nights',
      label: 'Half of the 2 nights after the first',
      amount: 100,
    });
    expect(wire.kept[0]).toEqual({ key: 'first_night', label: 'First night', amount: 100 });
  });

  it('the one-line summary names the cleaning fee only when the stay has one, and card processing as money', () => {
    for (const policy of CANCELLATION_POLICIES) {
      const none = cancellationPolicySummary(policy, { currency: 'EUR', cleaningFee: false, taxes: true });
      expect(none, policy).not.toMatch(/cleaning/i);
      expect(none, policy).toContain('Card processing (2.9 % + €0.30 of the payment) is never refunded.');
    }
    expect(
      cancellationPolicySummary('moderate', { currency: 'USD', cleaningFee: true, taxes: true }),
    ).toContain('after that, the cleaning fee and half of the nights after the first');
    expect(
      cancellationPolicySummary('strict', { currency: 'EUR', cleaningFee: true, taxes: true }),
    ).toContain('after that, only the cleaning fee.');
    expect(
      cancellationPolicySummary('strict', { currency: 'EUR', cleaningFee: false, taxes: true }),
    ).toContain(
      'until 7 days before check-in, half of the nights, with the taxes on that half; after that, nothing.',
    );
    expect(
      cancellationPolicySummary('flexible', { currency: 'USD', cleaningFee: true, taxes: true }),
    ).toContain('2.9 % + $0.30');
    // No minor unit, no fixed part: never "+ ¥0".
    expect(
      cancellationPolicySummary('flexible', { currency: 'JPY', cleaningFee: false, taxes: true }),
    ).toContain('Card processing (2.9 % of the payment)');
  });

  it('the quote’s summary on the wire follows the stay: its currency, and no cleaning fee it does not charge', () => {
    const now = at(checkIn - 10 * DAY);
    const without = toCancellationWire(quoteCancellation(stay({ cleaningFeeMinor: 0 }), now), 'EUR');
    expect(without.summary).not.toMatch(/cleaning/i);
    expect(without.summary).toContain('2.9 % + €0.30');
    const withFee = toCancellationWire(quoteCancellation(stay(), now), 'EUR');
    expect(withFee.summary).toContain('the cleaning fee and half of the nights after the first');
  });

  it('the terms for chosen dates name no cleaning fee the stay does not charge, at any stage', () => {
    const noFee = { cleaningFeeMinor: 0, totalMinor: 324_00, refundableMinor: 324_00 };
    for (const policy of CANCELLATION_POLICIES) {
      for (const daysBefore of [60, 10, 3, 0.5]) {
        const quote = quoteCancellation(stay({ ...noFee, policy }), at(checkIn - daysBefore * DAY));
        expect(quote.terms, `${policy}, ${daysBefore} days before`).not.toMatch(/cleaning/i);
      }
    }
    const strictLate = quoteCancellation(stay({ ...noFee, policy: 'strict' }), at(checkIn - 3 * DAY));
    expect(strictLate.terms).toContain('refunds nothing.');
    expect(strictLate.now).toBe('Cancelling now refunds nothing.');
    const strictEarly = quoteCancellation(stay({ ...noFee, policy: 'strict' }), at(checkIn - 10 * DAY));
    expect(strictEarly.terms).toContain(
      'half of the nights are refunded, with the taxes on that half; after that',
    );
    expect(strictEarly.terms).toMatch(/before check-in on .*, nothing\./);
  });

  it('the one-line summary names taxes only for a listing that charges them, as the dated terms do', () => {
    for (const policy of CANCELLATION_POLICIES) {
      const untaxed = cancellationPolicySummary(policy, { currency: 'JPY', cleaningFee: true, taxes: false });
      expect(untaxed, policy).not.toMatch(/tax/i);
      const quote = quoteCancellation(stay({ policy, taxesMinor: 0, taxes: [] }), at(checkIn - 10 * DAY));
      expect(quote.summary, policy).not.toMatch(/tax/i);
      expect(quote.terms, policy).not.toMatch(/tax/i);
    }
    expect(
      cancellationPolicySummary('flexible', { currency: 'EUR', cleaningFee: false, taxes: false }),
    ).toContain('after that, everything but the first night.');
    expect(
      cancellationPolicySummary('moderate', { currency: 'EUR', cleaningFee: true, taxes: false }),
    ).toContain('after that, the cleaning fee and half of the nights after the first.');
  });

  it('the summaries say what happens to the taxes and the cleaning fee', () => {
    const summary = (policy: CancellationPolicy) =>
      cancellationPolicySummary(policy, { currency: 'EUR', cleaningFee: true, taxes: true });
    expect(summary('flexible')).toContain('the first night and the taxes on it');
    expect(summary('moderate')).toContain('with the taxes on that half');
    expect(summary('strict')).toContain('only the cleaning fee');
  });
});

describe('after check-in', () => {
  it('says the stay has begun while it lasts, and that it is over from check-out', () => {
    const begun =
      'The stay has begun: with a problem, write to your host, or to us through the contact page.';
    const over = 'The stay is over: it can no longer be cancelled.';
    expect(quoteCancellation(stay(), at(checkIn + DAY)).now).toBe(begun);
    // Check-out is Mar 13 (3 nights from Mar 10) at 11:00 Lisbon time (UTC in March) when the listing names none.
    expect(quoteCancellation(stay(), at(Date.parse('2027-03-13T10:59:00Z'))).now).toBe(begun);
    expect(quoteCancellation(stay(), at(Date.parse('2027-03-13T11:00:00Z'))).now).toBe(over);
    // The listing's own check-out time, in its zone.
    const early = stay({ checkOutTime: '09:30' });
    expect(quoteCancellation(early, at(Date.parse('2027-03-13T09:29:00Z'))).now).toBe(begun);
    expect(quoteCancellation(early, at(Date.parse('2027-03-13T09:30:00Z'))).now).toBe(over);
  });
});

describe('card processing in a three-decimal currency', () => {
  it('the terms name the amount the refund keeps: KWD 30.340, not 30.337', () => {
    const kwd = stay({
      currency: 'KWD',
      totalMinor: 1_035_750,
      cleaningFeeMinor: 300_000,
      taxesMinor: 0,
      taxes: [],
      refundableMinor: 1_035_750,
    });
    const q = quoteCancellation(kwd, at(checkIn - 30 * DAY));
    expect(q.kept).toEqual([{ key: 'card_processing', label: 'Card processing', amountMinor: 30_340 }]);
    expect(q.terms).toContain('Card processing (KWD\u00a030.340) is never refunded.');
    expect(q.now).toBe('Cancelling now refunds KWD\u00a01,005.410.');
  });
});

describe('extra guests on lines of their own', () => {
  /**
   * 3 nights at 100 for 4 guests, 2 included, 10 per extra guest a night (60), 30 cleaning: 390 in the
   * currency's units, priced by the contract and quoted from its snapshot as the server does.
   */
  const withExtraGuests = (currency: 'EUR' | 'KWD') => {
    const unit = currency === 'KWD' ? 1000 : 100;
    const b = calculatePrice(
      pricingListing({
        currency,
        priceMinor: 100 * unit,
        extraPersonPriceMinor: 10 * unit,
        cleaningFeeMinor: 30 * unit,
      }),
      stayOf(3, 4, '2027-03-10'),
    );
    const s = stay({
      currency,
      totalMinor: b.totalPriceMinor,
      cleaningFeeMinor: b.cleaningFeeMinor,
      extraGuestsMinor: extraGuestsOf(b),
      taxesMinor: 0,
      taxes: [],
      refundableMinor: b.totalPriceMinor,
    });
    return { unit, s };
  };

  for (const currency of ['EUR', 'KWD'] as const) {
    it(`${currency}: "All 3 nights" is the nights' price, the extra guests' charge its own line`, () => {
      const { unit, s } = withExtraGuests(currency);
      const full = quoteCancellation(s, at(checkIn - 30 * DAY));
      expect(table(full.lines).slice(0, 3)).toEqual([
        ['All 3 nights', 300 * unit],
        ['Extra guests', 60 * unit],
        ['Cleaning fee', 30 * unit],
      ]);
      expect(full.refundMinor + sum(full.kept)).toBe(390 * unit);
      // Moderate after the free period: the extra guests' charge comes back as the nights do, half of the later two.
      const partial = quoteCancellation(s, at(checkIn - 2 * DAY));
      expect(table(partial.lines)).toEqual([
        ['Half of the 2 nights after the first', 100 * unit],
        ['Extra guests', 20 * unit],
        ['Cleaning fee', 30 * unit],
      ]);
      expect(table(partial.kept)).toEqual([
        ['First night', 100 * unit],
        ['Other half of the 2 nights after the first', 100 * unit],
        ['Extra guests', 40 * unit],
      ]);
      expect(sum(partial.lines) + sum(partial.kept)).toBe(390 * unit);
      // The refund is what it was with the charge inside the nights: only the lines change.
      expect(partial.refundMinor).toBe(
        quoteCancellation({ ...s, extraGuestsMinor: undefined }, at(checkIn - 2 * DAY)).refundMinor,
      );
    });
  }

  it("takes the extra guests' share of a weekly discount off their charge", () => {
    // 7 nights at €100 + 2 extra guests × €10 × 7 = €840, 10 % off (€84): the extra guests paid €126 of €756.
    const b = calculatePrice(pricingListing(), stayOf(7, 4));
    expect(extraGuestsOf(b)).toBe(126_00);
    expect(extraGuestsOf({ ...b, extraPersonTotalMinor: 0 })).toBe(0);
    expect(extraGuestsOf({})).toBe(0);
  });
});

const stayArb = fc
  .record({
    policy: fc.constantFrom(...CANCELLATION_POLICIES),
    dayOffset: fc.integer({ min: 0, max: 800 }),
    bookedBeforeHours: fc.integer({ min: 0, max: 24 * 400 }),
    nights: fc.integer({ min: 1, max: 60 }),
    currency: fc.constantFrom('EUR', 'JPY', 'KWD', 'ISK'),
    lodging: fc.integer({ min: 0, max: 50_000_000 }),
    extraGuests: fc.double({ min: 0, max: 1, noNaN: true }),
    cleaning: fc.integer({ min: 0, max: 1_000_000 }),
    taxes: fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 3 }),
    fee: fc.option(fc.record({ amount: fc.integer({ min: 0, max: 300_000 }), refundable: fc.boolean() })),
    refundedBefore: fc.double({ min: 0, max: 1, noNaN: true }),
    paid: fc.boolean(),
  })
  .map((r): CancellationStay => {
    const startDate = new Date(Date.UTC(2027, 0, 1) + r.dayOffset * DAY).toISOString().slice(0, 10);
    const taxesMinor = r.taxes.reduce((s, n) => s + n, 0);
    const feeMinor = r.fee?.amount ?? 0;
    const total = r.lodging + r.cleaning + taxesMinor + feeMinor;
    return {
      policy: r.policy,
      startDate,
      checkInTime: '15:00',
      timeZone: 'Europe/Paris',
      bookedAt: new Date(Date.parse(`${startDate}T12:00:00Z`) - r.bookedBeforeHours * HOUR),
      nights: r.nights,
      currency: r.currency,
      totalMinor: total,
      cleaningFeeMinor: r.cleaning,
      extraGuestsMinor: Math.floor(r.lodging * r.extraGuests),
      taxesMinor,
      taxes: r.taxes.map((amountMinor, i) => ({ label: `Tax ${i}`, amountMinor })),
      fees: r.fee
        ? [{ key: 'fee', label: 'Fee', amountMinor: feeMinor, refund: r.fee.refundable ? 'always' : 'never' }]
        : [],
      refundableMinor: r.paid ? Math.floor(total * (1 - r.refundedBefore)) : 0,
      paid: r.paid,
    };
  });
const momentArb = fc.integer({ min: -400 * 24, max: 48 }).map((h) => h * HOUR + 17_000);

describe('itemised refund properties', () => {
  it('lines add up to the refund, refund + kept = what was paid and not refunded, no empty line', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        const q = quoteCancellation(s, new Date(Date.parse(`${s.startDate}T12:00:00Z`) + offset));
        expect(sum(q.lines)).toBe(q.refundMinor);
        expect(q.refundMinor + sum(q.kept)).toBe(q.paidMinor);
        expect(q.paidMinor).toBe(s.paid ? Math.min(s.refundableMinor, s.totalMinor) : 0);
        for (const l of [...q.lines, ...q.kept]) {
          expect(Number.isSafeInteger(l.amountMinor)).toBe(true);
          expect(l.amountMinor).not.toBe(0);
        }
        // Only an earlier refund, rounding and card processing are negative; a non-refundable fee never comes back.
        for (const l of q.lines)
          if (l.amountMinor < 0) expect(l.key).toMatch(/^(refunded_before|rounding|card_processing)$/);
        if (s.fees?.[0]?.refund === 'never') expect(q.lines.some((l) => l.key === 'fee')).toBe(false);
        for (const l of q.kept) if (l.amountMinor < 0) expect(l.key).toBe('refunded_before');
        // The nights and the extra guests' charge, each whole across both sides.
        if (s.paid) {
          const both = [...q.lines, ...q.kept];
          const lodging =
            s.totalMinor - s.cleaningFeeMinor - (s.taxesMinor ?? 0) - (s.fees?.[0]?.amountMinor ?? 0);
          expect(sum(both.filter((l) => /^(nights|first_night|extra_guests)$/.test(l.key)))).toBe(lodging);
          expect(sum(both.filter((l) => l.key === 'extra_guests'))).toBe(s.extraGuestsMinor);
        }
      }),
    );
  });

  it('the taxes that come back never exceed the nights’ share that comes back (they follow the nights)', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        const q = quoteCancellation(s, new Date(Date.parse(`${s.startDate}T12:00:00Z`) + offset));
        const lodging =
          s.totalMinor - s.cleaningFeeMinor - (s.taxesMinor ?? 0) - (s.fees?.[0]?.amountMinor ?? 0);
        const nightsBack = sum(q.lines.filter((l) => l.key === 'nights' || l.key === 'extra_guests'));
        const taxesBack = sum(q.lines.filter((l) => l.key.startsWith('tax_')));
        if (lodging > 0) expect(taxesBack * lodging).toBeLessThanOrEqual((s.taxesMinor ?? 0) * nightsBack);
        else expect(taxesBack).toBe(0);
      }),
    );
  });
});
