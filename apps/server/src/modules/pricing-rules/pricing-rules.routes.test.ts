import { pricingRuleMessages } from '@innkeep/contract/pricing-rules-wire';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createCalendarBlock } from '../../factories/content.factory.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  bookedStay,
  bookingBody,
  calculation,
  day,
  post,
  simulatedIntents,
} from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';

// docs/requirements/host.md#R-H18

const t = useTestApp();
const host = useConnectedHost(t);
const other = useSignedInHost(t);

const addRule = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  post(t, '/api/pricing-rules', payload, headers);
type Line = { key: string; label: string; amount: number };
const ruleLines = (c: { lines: Line[] }) =>
  c.lines.filter((l) => l.key.startsWith('rule_')).map((l) => [l.key, l.label, l.amount]);

describe('GET/POST/PUT/DELETE /api/pricing-rules', () => {
  it('adds, lists, changes and removes a host’s own rules', async () => {
    const a = await createListing(t.db, host.user.id);
    const b = await createListing(t.db, host.user.id);
    const added = await addRule(host.headers, {
      kind: 'last_minute',
      percent: -15,
      days: 7,
      nights: 20,
      listing_ids: [b.id, a.id, a.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const rule = added.json().data;
    expect(rule).toMatchObject({
      kind: 'last_minute',
      percent: -15,
      days: 7,
      // Only the kind's own number is kept.
      nights: null,
      minimum_nights: null,
      listing_ids: [a.id, b.id].sort((x, y) => x - y),
      summary: 'Arrivals within 7 days: 15% off',
    });

    const list = await t.app.inject({ url: '/api/pricing-rules', headers: host.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(rule.id);
    // Another host sees none of them.
    const theirs = await t.app.inject({ url: '/api/pricing-rules', headers: other.headers });
    expect(theirs.json().data).toEqual([]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/pricing-rules/${rule.id}`,
      headers: host.headers,
      payload: { kind: 'far_out', percent: 10, days: 120, listing_ids: [a.id] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      kind: 'far_out',
      percent: 10,
      days: 120,
      listing_ids: [a.id],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pricing-rules/${rule.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/pricing-rules', headers: host.headers });
    expect(after.json().data.map((r: { id: number }) => r.id)).not.toContain(rule.id);
  });

  it('refuses bad input (422 per field), another host’s listing and rule (404), and no session (401)', async () => {
    const mine = await createListing(t.db, host.user.id);
    const theirs = await createListing(t.db, other.user.id);
    const bad = await addRule(host.headers, { kind: 'last_minute', percent: 5, listing_ids: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      percent: [pricingRuleMessages.onlyFarOutPremium],
      days: [pricingRuleMessages.days],
      listing_ids: [pricingRuleMessages.listings],
    });
    const foreign = await addRule(host.headers, {
      kind: 'length_of_stay',
      percent: -20,
      nights: 14,
      listing_ids: [mine.id, theirs.id],
    });
    expect(foreign.statusCode).toBe(404);

    const own = (
      await addRule(other.headers, {
        kind: 'length_of_stay',
        percent: -20,
        nights: 14,
        listing_ids: [theirs.id],
      })
    ).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/pricing-rules/${own.id}`,
      headers: host.headers,
      payload: { kind: 'length_of_stay', percent: -90, nights: 2, listing_ids: [mine.id] },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/pricing-rules/${own.id}`,
      headers: host.headers,
    });
    expect(del.statusCode).toBe(404);
    // Still theirs, unchanged.
    const still = (await t.app.inject({ url: '/api/pricing-rules', headers: other.headers })).json().data;
    expect(still).toContainEqual(
      expect.objectContaining({ id: own.id, percent: -20, listing_ids: [theirs.id] }),
    );

    expect((await t.app.inject({ url: '/api/pricing-rules' })).statusCode).toBe(401);
  });
});

describe('every price follows the rules', () => {
  it('last-minute on two listings: calculation, search card and the Book now charge name and take it', async () => {
    const a = await createListing(t.db, host.user.id, { city: 'Ruleton' });
    const b = await createListing(t.db, host.user.id, { city: 'Ruleton' });
    const untouched = await createListing(t.db, host.user.id, { city: 'Ruleton' });
    await addRule(host.headers, { kind: 'last_minute', percent: -20, days: 5, listing_ids: [a.id, b.id] });

    // Nights 2, 3, 4: weekend nights cost the base here (no weekend price). 300 - 20 % + 30 = 270.
    for (const l of [a, b]) {
      const c = (await calculation(t, l.id, day(2), day(5))).json().data;
      expect(c.total_price).toBe(270);
      expect(ruleLines(c)).toEqual([['rule_last_minute', 'Last-minute discount (20%)', -60]]);
    }
    expect((await calculation(t, untouched.id, day(2), day(5))).json().data.total_price).toBe(330);
    // Beyond 5 days: no discount.
    expect((await calculation(t, a.id, day(6), day(9))).json().data.total_price).toBe(330);

    const cards = (
      await t.app.inject({ url: `/api/search?city=Ruleton&start=${day(2)}&end=${day(5)}&numberOfGuests=2` })
    ).json().data as { id: number; total_price: number }[];
    expect(cards.find((c) => c.id === a.id)?.total_price).toBe(270);
    expect(cards.find((c) => c.id === untouched.id)?.total_price).toBe(330);

    const r = await bookedStay(
      t,
      bookingBody(a.id, {
        start_date: day(2),
        end_date: day(5),
        expected_total: 270,
        email_address: 'lm@example.com',
      }),
    );
    expect(r.totalPriceMinor).toBe(270_00);
    const [intent] = await simulatedIntents(t, r.id);
    expect(intent!.amountMinor).toBe(270_00);
  });

  it('far-out premium and length-of-stay tiers follow seasons and weekend prices', async () => {
    const l = await createListing(t.db, host.user.id, { weeklyDiscount: 10, monthlyDiscount: 0 });
    await t.db.update(listings).set({ weekendPriceMinor: 150_00 }).where(eq(listings.id, l.id));
    await post(
      t,
      '/api/rates',
      { listing_id: l.id, start_date: day(200), end_date: day(214), price: 200 },
      host.headers,
    );
    await addRule(host.headers, { kind: 'far_out', percent: 10, days: 180, listing_ids: [l.id] });
    await addRule(host.headers, { kind: 'length_of_stay', percent: -25, nights: 14, listing_ids: [l.id] });

    // 14 season nights at 200 = 2800; the 14-night 25 % beats weekly 10 %: -700 -> 2100; far out +10 %: +210.
    const c = (await calculation(t, l.id, day(200), day(214))).json().data;
    expect(c.nights_price).toBe(2800);
    expect(c.discount).toBeNull();
    expect(ruleLines(c)).toEqual([
      ['rule_length_of_stay', '14+ night discount (25%)', -700],
      ['rule_far_out', 'Far-out premium (10%)', 210],
    ]);
    expect(c.total_price).toBe(2100 + 210 + 30);
    // Within 180 days and shorter than 14 nights: the weekly discount on base and weekend nights, no rule.
    const near = (await calculation(t, l.id, day(20), day(27))).json().data;
    expect(ruleLines(near)).toEqual([]);
    expect(near.discount?.kind).toBe('weekly');
  });

  it('orphan nights: a gap shorter than the minimum stay takes the rule’s minimum and discount', async () => {
    const l = await createListing(t.db, host.user.id, { minimumNights: 5 });
    await createReservation(t.db, l.id, { startDate: day(30), endDate: day(34) });
    await createCalendarBlock(t.db, l.id, { startDate: day(37), endDate: day(40) });
    // Without the rule a 2-night stay in the 3-night gap is refused.
    const before = await calculation(t, l.id, day(34), day(36));
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.end_date[0]).toMatch(/minimum stay is 5 nights/);

    await addRule(host.headers, {
      kind: 'orphan_nights',
      percent: -30,
      minimum_nights: 2,
      listing_ids: [l.id],
    });
    const c = (await calculation(t, l.id, day(34), day(36))).json().data;
    expect(ruleLines(c)).toEqual([['rule_orphan_nights', 'Gap-night discount (30%)', -60]]);
    expect(c.total_price).toBe(200 - 60 + 30);
    // One night is below the rule's own minimum; outside the gap the listing's minimum stays.
    expect((await calculation(t, l.id, day(34), day(35))).json().errors.end_date[0]).toMatch(
      /minimum stay is 2 nights/,
    );
    expect((await calculation(t, l.id, day(50), day(52))).json().errors.end_date[0]).toMatch(
      /minimum stay is 5 nights/,
    );
  });
});

describe('the page cache (decision 0096)', () => {
  it('a rule added or removed drops the cached pages of its listings', async () => {
    const l = await createListing(t.db, host.user.id);
    const tags = async () => {
      const result = await t.db.execute(sql`select tag from page_changes where tag = ${`nights:${l.id}`}`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    };
    const before = await tags();
    const added = (
      await addRule(host.headers, { kind: 'last_minute', percent: -10, days: 3, listing_ids: [l.id] })
    ).json().data;
    const afterAdd = await tags();
    expect(afterAdd).toBeGreaterThan(before);
    await t.app.inject({ method: 'DELETE', url: `/api/pricing-rules/${added.id}`, headers: host.headers });
    expect(await tags()).toBeGreaterThan(afterAdd);
  });
});
