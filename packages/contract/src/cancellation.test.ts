import fc from 'fast-check';
import { CANCELLATION_POLICIES } from './cancellation.ts';
import { type CancellationStay, quoteCancellation } from './cancellation-quote.ts';
import { CancellationPolicyField } from './cancellation-wire.ts';
import { cardProcessingMinor } from './card-processing.ts';
import { zonedInstant } from './time-zones.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A 4-night stay in Paris from 10 March 2027 at €100 a night plus a €40 cleaning fee, booked on 1 January.
 * Its card processing (2.9 % + €0.30 = €13.06) is never refunded: a full refund is €426.94.
 */
const FULL = 440_00 - 13_06;
const stay = (over: Partial<CancellationStay> = {}): CancellationStay => ({
  policy: 'moderate',
  startDate: '2027-03-10',
  checkInTime: '15:00',
  timeZone: 'Europe/Paris',
  bookedAt: new Date('2027-01-01T10:00:00Z'),
  nights: 4,
  currency: 'EUR',
  totalMinor: 440_00,
  cleaningFeeMinor: 40_00,
  refundableMinor: 440_00,
  ...over,
});
// 15:00 in Paris on 10 March 2027 (UTC+1).
const checkIn = Date.parse('2027-03-10T14:00:00Z');
const at = (ms: number) => new Date(ms);

describe('zonedInstant', () => {
  it('reads a wall-clock time in the listing zone, across daylight saving', () => {
    expect(zonedInstant('2027-03-10', 15, 0, 'Europe/Paris').toISOString()).toBe('2027-03-10T14:00:00.000Z');
    expect(zonedInstant('2027-07-10', 15, 0, 'Europe/Paris').toISOString()).toBe('2027-07-10T13:00:00.000Z');
    expect(zonedInstant('2027-07-10', 15, 0, 'Pacific/Auckland').toISOString()).toBe(
      '2027-07-10T03:00:00.000Z',
    );
    expect(zonedInstant('2027-07-10', 15, 0, 'Not/AZone').toISOString()).toBe('2027-07-10T15:00:00.000Z');
  });
});

describe('quoteCancellation', () => {
  it('flexible: full until 24 hours before check-in, then all but the first night', () => {
    const s = stay({ policy: 'flexible' });
    expect(quoteCancellation(s, at(checkIn - DAY - 1)).refundMinor).toBe(FULL);
    const late = quoteCancellation(s, at(checkIn - DAY));
    expect(late.refundMinor).toBe(340_00);
    expect(late.stage).toBe('partial');
    expect(quoteCancellation(s, at(checkIn - 1)).refundMinor).toBe(340_00);
  });

  it('moderate: full until 5 days before, then the cleaning fee and half of the nights after the first', () => {
    const s = stay();
    expect(quoteCancellation(s, at(checkIn - 5 * DAY - 1)).refundMinor).toBe(FULL);
    // 40 cleaning + (400 - 100) / 2.
    expect(quoteCancellation(s, at(checkIn - 5 * DAY)).refundMinor).toBe(190_00);
  });

  it('strict: full within 48 hours of a booking made 14+ days ahead, half until 7 days, then the cleaning fee', () => {
    const s = stay({ policy: 'strict' });
    const booked = s.bookedAt.getTime();
    expect(quoteCancellation(s, at(booked + 47 * HOUR)).refundMinor).toBe(FULL);
    expect(quoteCancellation(s, at(booked + 48 * HOUR)).refundMinor).toBe(240_00);
    expect(quoteCancellation(s, at(checkIn - 7 * DAY)).refundMinor).toBe(40_00);
    const lastMinute = stay({ policy: 'strict', bookedAt: at(checkIn - 10 * DAY) });
    const q = quoteCancellation(lastMinute, at(checkIn - 10 * DAY + HOUR));
    expect(q.refundMinor).toBe(240_00);
    expect(q.fullRefundUntil).toBeNull();
    expect(q.terms).toContain('booked less than 14 days before check-in');
  });

  it('rounds a partial refund down to what Stripe takes in a three-decimal currency (KWD in tens of fils)', () => {
    // KWD 4 nights at 30.010 and a 5.000 cleaning fee: half of the three later nights is 45.015, not chargeable.
    const s = stay({
      currency: 'KWD',
      totalMinor: 125_040,
      cleaningFeeMinor: 5_000,
      refundableMinor: 125_040,
    });
    const q = quoteCancellation(s, at(checkIn - 5 * DAY));
    expect(q.refundMinor).toBe(50_010);
    expect(q.refundMinor % 10).toBe(0);
  });

  it('refuses from check-in on, whatever the policy', () => {
    for (const policy of CANCELLATION_POLICIES) {
      const q = quoteCancellation(stay({ policy }), at(checkIn));
      expect(q).toMatchObject({ allowed: false, stage: 'after_check_in', refundMinor: 0 });
    }
  });

  it('names the dates in the listing zone and time', () => {
    const q = quoteCancellation(stay(), at(checkIn - 30 * DAY));
    expect(q.terms).toBe(
      'Moderate cancellation policy. Cancel before Mar 5, 2027, 15:00 for a full refund. After that and before check-in on Mar 10, 2027, 15:00 (Paris time), the cleaning fee and half of the nights after the first are refunded. Card processing (€13.06) is never refunded. No cancellation after check-in.',
    );
    expect(q.now).toBe('Cancelling now refunds €426.94.');
  });

  it('uses 15:00 when the listing has no check-in time, and UTC for an unknown zone', () => {
    const q = quoteCancellation(stay({ checkInTime: null, timeZone: 'nowhere' }), at(0));
    expect(q.checkInAt.toISOString()).toBe('2027-03-10T15:00:00.000Z');
    expect(q.terms).toContain('(UTC)');
  });

  it('an unpaid stay refunds nothing', () => {
    const q = quoteCancellation(stay({ refundableMinor: 0 }), at(checkIn - 30 * DAY));
    expect(q).toMatchObject({ allowed: true, stage: 'none', refundMinor: 0 });
    expect(q.now).toBe('Cancelling now refunds nothing.');
  });
});

const policyArb = fc.constantFrom(...CANCELLATION_POLICIES);
const stayArb = fc
  .record({
    policy: policyArb,
    dayOffset: fc.integer({ min: 0, max: 800 }),
    time: fc.option(fc.constantFrom('00:00', '09:30', '15:00', '23:59', 'junk'), { nil: null }),
    timeZone: fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'),
    bookedBeforeHours: fc.integer({ min: 0, max: 24 * 400 }),
    nights: fc.integer({ min: 1, max: 60 }),
    currency: fc.constantFrom('EUR', 'JPY', 'USD'),
    lodging: fc.integer({ min: 0, max: 50_000_000 }),
    cleaning: fc.integer({ min: 0, max: 1_000_000 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((r): CancellationStay => {
    const startDate = new Date(Date.UTC(2027, 0, 1) + r.dayOffset * DAY).toISOString().slice(0, 10);
    const checkInAt = Date.parse(`${startDate}T12:00:00Z`);
    const total = r.lodging + r.cleaning;
    return {
      policy: r.policy,
      startDate,
      checkInTime: r.time,
      timeZone: r.timeZone,
      bookedAt: new Date(checkInAt - r.bookedBeforeHours * HOUR),
      nights: r.nights,
      currency: r.currency,
      totalMinor: total,
      cleaningFeeMinor: r.cleaning,
      refundableMinor: Math.floor(total * (1 - r.refundedShare)),
    };
  });
const momentArb = fc.integer({ min: -400 * 24, max: 48 }).map((h) => h * HOUR + 17_000);

describe('quoteCancellation properties', () => {
  it('never refunds more than can still be refunded, nor a fraction of a minor unit', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        const q = quoteCancellation(s, new Date(Date.parse(`${s.startDate}T12:00:00Z`) + offset));
        expect(Number.isSafeInteger(q.refundMinor)).toBe(true);
        expect(q.refundMinor).toBeGreaterThanOrEqual(0);
        expect(q.refundMinor).toBeLessThanOrEqual(s.refundableMinor);
        expect(q.refundMinor).toBeLessThanOrEqual(s.totalMinor);
      }),
    );
  });

  it('never gives more back for cancelling later', () => {
    fc.assert(
      fc.property(stayArb, momentArb, momentArb, (s, a, b) => {
        const base = Date.parse(`${s.startDate}T12:00:00Z`);
        const early = quoteCancellation(s, new Date(base + Math.min(a, b)));
        const late = quoteCancellation(s, new Date(base + Math.max(a, b)));
        expect(late.refundMinor).toBeLessThanOrEqual(early.refundMinor);
        if (!early.allowed) expect(late.allowed).toBe(false);
      }),
    );
  });

  it('flexible gives at least what moderate gives, and moderate at least what strict gives', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        // A stay is cancelled once it is booked: before that, a late booking's missing free period is moot.
        const now = new Date(Math.max(Date.parse(`${s.startDate}T12:00:00Z`) + offset, s.bookedAt.getTime()));
        const [f, m, st] = (['flexible', 'moderate', 'strict'] as const).map(
          (policy) => quoteCancellation({ ...s, policy }, now).refundMinor,
        );
        expect(f).toBeGreaterThanOrEqual(m as number);
        expect(m).toBeGreaterThanOrEqual(st as number);
      }),
    );
  });

  it('refunds everything paid but card processing a month or more before check-in (strict: just after booking, 14+ days ahead)', () => {
    fc.assert(
      fc.property(stayArb, (s) => {
        const checkInAt = quoteCancellation(s, new Date(0)).checkInAt.getTime();
        const farAhead = new Date(checkInAt - 31 * DAY);
        const paid = Math.min(s.totalMinor, s.refundableMinor);
        const full = Math.max(0, paid - cardProcessingMinor(s.totalMinor, s.currency));
        // Booked by then: a stay booked later never had the free period (see the booked-late tests).
        if (s.policy !== 'strict' && s.bookedAt <= farAhead)
          expect(quoteCancellation(s, farAhead).refundMinor).toBe(full);
        if (s.bookedAt.getTime() <= checkInAt - 15 * DAY)
          expect(quoteCancellation({ ...s, policy: 'strict' }, s.bookedAt).refundMinor).toBe(full);
      }),
    );
  });

  it('always gives back the cleaning fee (less card processing) before check-in, and nothing from check-in', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        const q = quoteCancellation(s, new Date(Date.parse(`${s.startDate}T12:00:00Z`) + offset));
        const processing = cardProcessingMinor(s.totalMinor, s.currency);
        if (q.allowed)
          expect(q.refundMinor).toBeGreaterThanOrEqual(
            Math.min(s.refundableMinor, s.cleaningFeeMinor) - processing,
          );
        else expect(q.refundMinor).toBe(0);
      }),
    );
  });

  it('leaves the guest paying at least the card processing (or all they paid, when less)', () => {
    fc.assert(
      fc.property(stayArb, momentArb, (s, offset) => {
        const q = quoteCancellation(s, new Date(Date.parse(`${s.startDate}T12:00:00Z`) + offset));
        const held = Math.min(s.totalMinor, s.refundableMinor);
        expect(held - q.refundMinor).toBeGreaterThanOrEqual(
          Math.min(held, cardProcessingMinor(s.totalMinor, s.currency)),
        );
      }),
    );
  });
});

describe('CancellationPolicyField', () => {
  it('defaults to moderate and refuses anything else with the message', () => {
    expect(CancellationPolicyField.parse(undefined)).toBe('moderate');
    expect(CancellationPolicyField.parse('')).toBe('moderate');
    expect(CancellationPolicyField.parse('strict')).toBe('strict');
    const bad = CancellationPolicyField.safeParse('lenient');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Choose a cancellation policy: flexible, moderate or strict');
  });
});
