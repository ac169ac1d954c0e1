import { addDays, todayIso } from '@innkeep/contract/dates';
import { RESERVATIONS_PER_PAGE, type ReservationListReply } from '@innkeep/contract/reservations';
import { payments } from '../../db/schema/payments.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost, useSignedInHost } from '../listings/listings.test-helpers.ts';

/** docs/requirements/host.md#R-H6: the host's list, upcoming first then past, searched and filtered on the server, with totals. */
const day = (n: number) => addDays(todayIso(), n);
const ids: Record<string, number> = {};
let loft: number;
let barn: number;

const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/reservations${query}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReservationListReply;
};
const names = (reply: ReservationListReply) => reply.data.map((r) => r.last_name);

const t = useTestApp();
const host = useSignedInHost(t);
beforeAll(async () => {
  const other = await signedInHost(t.db);
  loft = (await createListing(t.db, host.user.id, { externalListingName: 'Sea View Loft' })).id;
  barn = (await createListing(t.db, host.user.id, { externalListingName: 'Hill Barn' })).id;
  await createListing(t.db, host.user.id, { externalListingName: 'Empty Flat' });
  const theirs = (await createListing(t.db, other.user.id, { externalListingName: 'Not Mine' })).id;
  const make = async (lastName: string, listingId: number, start: number, nights: number, over = {}) => {
    const r = await createReservation(t.db, listingId, {
      startDate: day(start),
      endDate: day(start + nights),
      firstName: 'Ana',
      lastName,
      emailAddress: `${lastName.toLowerCase()}@example.com`,
      ...over,
    });
    ids[lastName] = r.id;
  };
  await make('Farfuture', loft, 300, 3);
  await make('Soon', loft, 5, 2, { totalPriceMinor: 200_00, phoneNumber: '00351912345678' });
  await make('Staying', barn, -1, 3, { currency: 'GBP', totalPriceMinor: 150_00 });
  await make('Asking', barn, 40, 2, { statusId: 1, totalPriceMinor: 999_00 });
  await make('Lastweek', loft, -10, 3);
  await make('Longago', barn, -200, 3, { emailAddress: 'old_friend@example.org' });
  await make('Other', theirs, 10, 2);
});

describe('GET /api/reservations', () => {
  it('puts upcoming stays first, soonest first (an ongoing one counts), then past ones, latest first', async () => {
    const reply = await list();
    expect(names(reply)).toEqual(['Staying', 'Soon', 'Asking', 'Farfuture', 'Lastweek', 'Longago']);
    expect(reply.total).toBe(6);
  });

  it('sums per currency: the booked value of stays holding dates, and what was paid; and names the listings', async () => {
    const reply = await list();
    // EUR: Farfuture 300 + Soon 200 + Lastweek 300 + Longago 300 (the inquiry holds nothing); GBP: Staying 150.
    expect(reply.totals).toEqual([
      { currency: 'EUR', booked: 1100, paid: 0 },
      { currency: 'GBP', booked: 150, paid: 0 },
    ]);
    expect(reply.listings).toEqual([
      { id: barn, external_listing_name: 'Hill Barn' },
      { id: loft, external_listing_name: 'Sea View Loft' },
    ]);
  });

  it("writes the guest's phone as shown and dialled, so the host's pages load no phone metadata", async () => {
    const soon = (await list('?q=soon')).data[0];
    expect(soon?.phone_link).toEqual({ text: '+351 912 345 678', href: 'tel:+351912345678' });
    const none = (await list('?q=lastweek')).data[0];
    expect([none?.phone_number, none?.phone_link]).toEqual([null, null]);
  });

  it("searches the guest's name or e-mail, case-insensitively, with % and _ taken literally", async () => {
    expect(names(await list('?q=ana%20soon'))).toEqual(['Soon']);
    expect(names(await list('?q=OLD_FRIEND'))).toEqual(['Longago']);
    expect(names(await list('?q=%25'))).toEqual([]);
    expect(names(await list('?q=example.org'))).toEqual(['Longago']);
  });

  it('filters by listing, status, stay dates and upcoming or past, together', async () => {
    expect(names(await list(`?listing=${barn}`))).toEqual(['Staying', 'Asking', 'Longago']);
    expect(names(await list('?status=1'))).toEqual(['Asking']);
    expect(names(await list('?when=past'))).toEqual(['Lastweek', 'Longago']);
    expect(names(await list(`?when=upcoming&listing=${loft}`))).toEqual(['Soon', 'Farfuture']);
    // A night in [from, to]: Soon's nights are day 5 and 6; a stay ending on `from` has no night in it.
    expect(names(await list(`?from=${day(6)}&to=${day(41)}`))).toEqual(['Soon', 'Asking']);
    expect(names(await list(`?from=${day(7)}&to=${day(39)}`))).toEqual([]);
    const filtered = await list(`?listing=${barn}&when=upcoming`);
    expect(filtered.total).toBe(2);
    expect(filtered.totals).toEqual([
      { currency: 'EUR', booked: 0, paid: 0 },
      { currency: 'GBP', booked: 150, paid: 0 },
    ]);
    // The filter's listings stay every listing with a reservation, whatever is chosen.
    expect(filtered.listings).toHaveLength(2);
  });

  it("never shows another host's reservations, even when searched or filtered by their listing", async () => {
    expect(names(await list('?q=other'))).toEqual([]);
    const reply = await list();
    expect(reply.data.some((r) => r.id === ids.Other)).toBe(false);
  });

  it('refuses bad filters with 422 and a message per field', async () => {
    const res = await t.app.inject({
      url: `/api/reservations?status=9&when=soon&from=${day(5)}&to=${day(1)}&listing=x`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['listing', 'status', 'when']);
    const dates = await t.app.inject({
      url: `/api/reservations?from=${day(5)}&to=${day(1)}`,
      headers: host.headers,
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.to).toEqual(['The end date is before the start date']);
  });

  it('pages on the server (R-H20): every row once, in order, with the total and sums of every page', async () => {
    // A payment on the last page's stay still counts in the sums of the first page.
    await t.db.insert(payments).values({
      reservationId: ids.Longago!,
      provider: 'simulator',
      idempotencyKey: `res:${ids.Longago}:list-test:stay`,
      paymentMethodId: 'pm_card_visa',
      amountMinor: 120_00,
      refundedMinor: 20_00,
      currency: 'EUR',
      status: 'succeeded',
    });
    const pages = [await list('?page=1&per_page=4'), await list('?page=2&per_page=4')];
    expect(pages.map(names)).toEqual([
      ['Staying', 'Soon', 'Asking', 'Farfuture'],
      ['Lastweek', 'Longago'],
    ]);
    for (const page of pages) {
      expect(page.total).toBe(6);
      expect(page.per_page).toBe(4);
      expect(page.totals).toEqual([
        { currency: 'EUR', booked: 1100, paid: 100 },
        { currency: 'GBP', booked: 150, paid: 0 },
      ]);
    }
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    // Beyond the last page: no rows, the total still said so the list can step back.
    const beyond = await list('?page=3&per_page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(6);
    // `page` alone takes the default page size; neither gives the whole list as the wire always had it.
    const first = await list('?page=1');
    expect(first.per_page).toBe(RESERVATIONS_PER_PAGE);
    expect(first.data).toHaveLength(6);
    const whole = await list();
    expect(whole.per_page).toBeNull();
    expect(whole.page).toBe(1);
    // Filters and pages together: the count is the filter's.
    const past = await list('?when=past&per_page=1&page=2');
    expect(names(past)).toEqual(['Longago']);
    expect(past.total).toBe(2);
  });

  it('refuses a bad page or page size with 422', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'per_page=0',
      'per_page=101',
      'per_page=x',
    ]) {
      const res = await t.app.inject({ url: `/api/reservations?${query}`, headers: host.headers });
      expect(res.statusCode, query).toBe(422);
      const field = query.split('=')[0]!;
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });
});
