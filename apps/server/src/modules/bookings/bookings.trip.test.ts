import { guestFailureText, PAYMENT_NOT_COMPLETED_REASON } from '@innkeep/contract/payment-failures';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { reservationEvents, reservations } from '../../db/schema/reservations.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { toTrip } from '../listings/listings.service.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { bookingBody, day, post } from './bookings.test-helpers.ts';

/**
 * The trip (decision 0033): a paid stay's page and receipt give the address, the arrival details and the host's
 * contact; nothing of it before payment; the door code and Wi-Fi only from 48 hours before check-in.
 */
let seq = 0;

const secrets: Partial<ListingInsert> = {
  address: '7 Rua das Flores, 1200-195 Lisbon',
  street: 'Rua das Flores 7',
  lat: 38.7101,
  lng: -9.1422,
  keyPickup: 'Key box left of the blue door',
  houseManual: 'Boiler switch is behind the kitchen door',
  houseRules: 'No parties. Cot on request.',
  doorCode: '4711',
  wiFiUsername: 'flores-guest',
  wiFiPassword: 'sardines-2027',
  contactName: 'Maria',
  contactSurname: 'Santos',
  phoneNumber: '+351 911 222 333',
  contactEmail: 'stays@flores.example',
};

const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test' });
const host = useConnectedHost(t);

const page = (hash: string) => t.app.inject({ url: `/api/bookings/reservation/${hash}` });

async function bookNow(start: number, card = 'pm_card_visa', listing: Partial<ListingInsert> = {}) {
  seq += 1;
  const l = await createListing(t.db, host.user.id, { ...secrets, ...listing });
  const email = `trip${seq}@example.com`;
  const res = await post(
    t,
    '/api/bookings',
    bookingBody(l.id, {
      email_address: email,
      start_date: day(start),
      end_date: day(start + 3),
      payment_method_id: card,
    }),
  );
  expect([201, 202], res.body).toContain(res.statusCode);
  return { hash: res.json().data.unique_hash as string, email, listingId: l.id };
}

describe('GET /api/bookings/reservation/{hash}: the trip', () => {
  it('is sent with Cache-Control: no-store', async () => {
    const { hash } = await bookNow(40);
    const res = await page(hash);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives nothing of the place before payment: inquiry, approved, and payment in progress', async () => {
    const l = await createListing(t.db, host.user.id, secrets);
    const inquiry = await createReservation(t.db, l.id, {
      statusId: 1,
      startDate: day(60),
      endDate: day(62),
    });
    const approved = await createReservation(t.db, l.id, {
      statusId: 3,
      startDate: day(63),
      endDate: day(65),
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const { hash: pending } = await bookNow(70, 'pm_card_authenticationRequired');
    for (const hash of [inquiry.uniqueHash, approved.uniqueHash, pending]) {
      const res = await page(hash);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.data.trip).toBeNull();
      for (const secret of ['Rua das Flores', 'Key box', 'Boiler', '4711', 'sardines', '911 222 333'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('a paid stay far ahead: address, map, times, host and arrival details, but no door code or Wi-Fi yet', async () => {
    const { hash } = await bookNow(30);
    const res = await page(hash);
    const trip = res.json().data.data.trip;
    expect(trip).toMatchObject({
      address: {
        line: '7 Rua das Flores, 1200-195 Lisbon',
        map_url: 'https://www.openstreetmap.org/?mlat=38.710100&mlon=-9.142200#map=17/38.710100/-9.142200',
      },
      check_in_from: '15:00',
      check_in_until: '20:00',
      check_out_time: '11:00',
      host: {
        name: 'Maria Santos',
        phone: '+351 911 222 333',
        phone_link: { text: '+351 911 222 333', href: 'tel:+351911222333' },
        email: 'stays@flores.example',
      },
      key_pickup: 'Key box left of the blue door',
      house_manual: 'Boiler switch is behind the kitchen door',
      access: { available: false, door_code: null, wi_fi_username: null, wi_fi_password: null },
      checked_in: false,
      checked_out: false,
    });
    expect(new Date(trip.access.available_from).getTime()).toBe(
      new Date(trip.check_in_at).getTime() - 48 * 3_600_000,
    );
    expect(res.body).not.toContain('4711');
    expect(res.body).not.toContain('sardines');
  });

  it('a paid stay checking in tomorrow: the door code and Wi-Fi are given (on the page, never in the receipt)', async () => {
    const { hash, email } = await bookNow(1, 'pm_card_visa', { timeZone: 'UTC' });
    const [receipt] = (await mailsTo(t, email)).filter((m) => m.subject.startsWith('Receipt:'));
    expect(receipt?.text).toContain('The door code and the Wi-Fi are on your reservation page.');
    expect(receipt?.text).not.toContain('4711');
    const trip = (await page(hash)).json().data.data.trip;
    expect(trip.access).toMatchObject({
      available: true,
      door_code: '4711',
      wi_fi_username: 'flores-guest',
      wi_fi_password: 'sardines-2027',
    });
  });

  it('a past stay: the trip without the door code or Wi-Fi, not even the code the host set since', async () => {
    const l = await createListing(t.db, host.user.id, { ...secrets, timeZone: 'UTC' });
    const past = await createReservation(t.db, l.id, { startDate: day(-40), endDate: day(-35) });
    const yesterday = await createReservation(t.db, l.id, { startDate: day(-4), endDate: day(-1) });
    // The host changes the code for the next guest: no former guest may read it.
    await t.db.update(listings).set({ doorCode: '9090' }).where(eq(listings.id, l.id));
    for (const r of [past, yesterday]) {
      const res = await page(r.uniqueHash);
      expect(res.statusCode).toBe(200);
      const trip = res.json().data.data.trip;
      expect(trip.address.line).toBe('7 Rua das Flores, 1200-195 Lisbon');
      expect(trip.access).toMatchObject({
        available: false,
        ended: true,
        door_code: null,
        wi_fi_username: null,
        wi_fi_password: null,
      });
      expect(new Date(trip.access.available_until).getTime()).toBeLessThanOrEqual(Date.now());
      for (const secret of ['4711', '9090', 'flores-guest', 'sardines'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('a cancelled stay never gets the door code, even within the 48 hours', async () => {
    const l = await createListing(t.db, host.user.id, { ...secrets, timeZone: 'UTC' });
    const cancelled = await createReservation(t.db, l.id, {
      statusId: 5,
      startDate: day(0),
      endDate: day(2),
    });
    const res = await page(cancelled.uniqueHash);
    expect(res.json().data.data.trip).toBeNull();
    expect(res.body).not.toContain('4711');
    const row = await tripRow({ timeZone: 'UTC' });
    const trip = toTrip(row, { startDate: day(0), endDate: day(2), cancelled: true }, new Date());
    expect(trip.access).toMatchObject({ available: false, door_code: null, wi_fi_password: null });
  });

  it('gives the door code until the end of the check-out day at the listing, not a minute later', async () => {
    const row = await tripRow({ timeZone: 'Pacific/Auckland' });
    const stay = { startDate: '2027-03-10', endDate: '2027-03-13' };
    // The end of 2027-03-13 in Auckland (NZDT, +13) is 2027-03-13 11:00 UTC.
    expect(toTrip(row, stay, new Date('2027-03-13T10:59:59Z')).access.door_code).toBe('4711');
    const after = toTrip(row, stay, new Date('2027-03-13T11:00:00Z')).access;
    expect(after).toMatchObject({
      available: false,
      door_code: null,
      available_until: '2027-03-13T11:00:00.000Z',
    });
  });

  it('is checked in from the listing’s check-in time on the first day', async () => {
    const row = { ...(await tripRow({ timeZone: 'Pacific/Auckland' })), checkInTimeStart: '15:00' };
    const stay = { startDate: '2027-03-10', endDate: '2027-03-13' };
    // 15:00 on 2027-03-10 in Auckland (NZDT, +13) is 2027-03-10 02:00 UTC.
    expect(toTrip(row, stay, new Date('2027-03-10T01:59:59Z')).checked_in).toBe(false);
    expect(toTrip(row, stay, new Date('2027-03-10T02:00:00Z')).checked_in).toBe(true);
  });

  it('is checked out from the listing’s check-out time on the last day, while the door code lasts the day', async () => {
    const row = { ...(await tripRow({ timeZone: 'Pacific/Auckland' })), checkOutTime: '10:00' };
    const stay = { startDate: '2027-03-10', endDate: '2027-03-13' };
    // 10:00 on 2027-03-13 in Auckland (NZDT, +13) is 2027-03-12 21:00 UTC.
    expect(toTrip(row, stay, new Date('2027-03-12T20:59:59Z')).checked_out).toBe(false);
    const after = toTrip(row, stay, new Date('2027-03-12T21:00:00Z'));
    expect(after.checked_out).toBe(true);
    expect(after.access.door_code).toBe('4711');
    // No time on the listing: 11:00.
    const plain = { ...row, checkOutTime: null };
    expect(toTrip(plain, stay, new Date('2027-03-12T21:59:59Z')).checked_out).toBe(false);
    expect(toTrip(plain, stay, new Date('2027-03-12T22:00:00Z')).checked_out).toBe(true);
  });

  it('counts the 48 hours from check-in in the listing’s time zone (UTC when it has none)', async () => {
    const row = await tripRow();
    // 2027-03-10 15:00 in Auckland (NZDT, +13) is 02:00 UTC; 48 hours before is 2027-03-08 02:00 UTC.
    const auckland = { ...row, timeZone: 'Pacific/Auckland' };
    const stay = { startDate: '2027-03-10', endDate: '2027-03-12' };
    expect(toTrip(auckland, stay, new Date('2027-03-08T01:59:59Z')).access.door_code).toBeNull();
    expect(toTrip(auckland, stay, new Date('2027-03-08T02:00:00Z')).access.door_code).toBe('4711');
    // The same wall-clock time in UTC is 13 hours later.
    const utc = { ...row, timeZone: 'UTC' };
    expect(toTrip(utc, stay, new Date('2027-03-08T14:59:59Z')).access.available).toBe(false);
    expect(toTrip(utc, stay, new Date('2027-03-08T15:00:00Z')).access.available).toBe(true);
    // No address coordinates: the map link searches for the address.
    expect(toTrip({ ...row, lat: null, lng: null, address: 'A b&c' }, stay, new Date()).address.map_url).toBe(
      'https://www.openstreetmap.org/search?query=A%20b%26c',
    );
  });
});

/** A listing's trip details as the repository reads them, for toTrip at chosen instants. */
async function tripRow(listing: Partial<ListingInsert> = {}) {
  const l = await createListing(t.db, host.user.id, { ...secrets, ...listing });
  return {
    timeZone: l.timeZone,
    ...secrets,
    city: 'Auckland',
    state: null,
    zipCode: null,
    country: 'NZ',
    checkInTimeStart: '15:00',
    checkInTimeEnd: '20:00',
    checkOutTime: '11:00',
    specialInstruction: null,
    hostFirstName: 'Maria',
    hostLastName: 'Host',
    hostEmail: 'host@example.com',
    lat: l.lat,
    lng: l.lng,
    address: l.address,
  } as Parameters<typeof toTrip>[0];
}

describe('what the guest is told about their money', () => {
  it('the receipt names a fee the host collects on arrival beside the total, never in it', async () => {
    const { email } = await bookNow(60, 'pm_card_visa', { excludedFees: ['cleaning_fee'] });
    const mails = await mailsTo(t, email);
    const text = mails.find((m) => m.subject.startsWith('Receipt:'))!.text;
    expect(text).toContain('Total paid: €300');
    expect(text).toContain('+ €30 cleaning fee paid to the host on arrival');
  });

  it('the trip names the listing’s time zone; a cancelled paid stay says what was refunded and kept', async () => {
    const { hash } = await bookNow(70, 'pm_card_visa', { timeZone: 'Europe/Lisbon' });
    const before = (await page(hash)).json().data.data;
    expect(before.listing.time_zone).toBe('Europe/Lisbon');
    expect(before.settlement).toBeNull();
    const cancelled = await post(t, `/api/bookings/reservation/${hash}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await page(hash)).json().data.data;
    expect(after.status.id).toBe(5);
    // Cancelled 70 days ahead under the moderate policy: everything comes back but card processing
    // (2.9 % + €0.30 of €330, decision 0089).
    expect(after.settlement).toEqual({ paid: 330, refunded: 320.13, charged_back: 0, kept: 9.87 });
  });
});

describe('the receipt', () => {
  it('carries the breakdown, the deposit words, the address and arrival details, and never the door code', async () => {
    const { email } = await bookNow(20, 'pm_card_visa', { timeZone: 'Europe/Lisbon' });
    const mails = await mailsTo(t, email);
    const receipt = mails.find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt, 'a receipt').toBeTruthy();
    const text = receipt!.text;
    // 3 nights at €100 for 2 guests (2 included), €30 cleaning: what the page's breakdown lists.
    expect(text).toContain('€100 × 3 nights: €300');
    expect(text).toContain('Cleaning fee: €30');
    expect(text).toContain('Total paid: €330');
    expect(text).toContain(
      'Damage deposit: up to €200 may be charged to your card for damage reported within 7 days of check-out. Nothing is held on your card now.',
    );
    expect(text).toContain('Address: 7 Rua das Flores, 1200-195 Lisbon. Map: https://www.openstreetmap.org/');
    // In the HTML part the address itself is the link to the map.
    expect(receipt!.html).toMatch(
      /Address: <a href="https:\/\/www\.openstreetmap\.org\/[^"]+"[^>]*>7 Rua das Flores, 1200-195 Lisbon<\/a>\./,
    );
    expect(text).toMatch(
      /Check-in: \w{3} \d+, \d{4}, 15:00–20:00\. Check-out: \w{3} \d+, \d{4}, by 11:00\. Times are Lisbon time\./,
    );
    expect(text).toContain('Your host: Maria Santos, +351 911 222 333, stays@flores.example.');
    expect(text).toContain('Key pick-up: Key box left of the blue door');
    expect(text).toContain('House manual: Boiler switch is behind the kitchen door');
    expect(text).toContain('The door code and the Wi-Fi appear on your reservation page from');
    expect(text).not.toContain('4711');
    expect(text).not.toContain('sardines');
  });
});

const BOOK_AGAIN = 'Nothing was booked: to try again, go back to the stay and book it again.';

describe('GET /api/bookings/reservation/{hash}: why it cannot be paid', () => {
  it('says the host declined, the payment failed, or the time ran out; null while payable or paid', async () => {
    const l = await createListing(t.db, host.user.id);
    const declined = await createReservation(t.db, l.id, {
      statusId: 2,
      startDate: day(80),
      endDate: day(82),
    });
    expect((await page(declined.uniqueHash)).json().data.data.status_note).toBe(
      'The host declined this inquiry. Nothing was charged.',
    );
    const expired = await createReservation(t.db, l.id, {
      statusId: 5,
      startDate: day(83),
      endDate: day(85),
    });
    await t.db.insert(reservationEvents).values({
      reservationId: expired.id,
      fromStatusId: 3,
      toStatusId: 5,
      actor: 'system',
      reason: 'hold expired',
    });
    expect((await page(expired.uniqueHash)).json().data.data.status_note).toBe(
      'The time to pay for this stay ran out, so the dates were released.',
    );
    // A later note (the status kept, e.g. a bank's dispute) does not change why it was cancelled.
    await t.db.insert(reservationEvents).values({
      reservationId: expired.id,
      fromStatusId: 5,
      toStatusId: 5,
      actor: 'provider',
      reason: 'Disputed by the guest’s bank',
    });
    expect((await page(expired.uniqueHash)).json().data.data.status_note).toBe(
      'The time to pay for this stay ran out, so the dates were released.',
    );
    const { hash: failed } = await bookNowExpecting(90, 'pm_card_chargeDeclined');
    expect((await page(failed)).json().data.data.status_note).toBe(
      `The payment did not go through: Your card was declined. ${BOOK_AGAIN}`,
    );
    // Its page has no form to pay with: the form's "pay again" becomes booking again. A Book now attempt
    // whose bank check was never finished is not Innkeep cancelling a booking either.
    const cancelledBy = async (actor: 'provider' | 'system', reason: string, start: number) => {
      const r = await createReservation(t.db, l.id, {
        statusId: 5,
        startDate: day(start),
        endDate: day(start + 2),
      });
      await t.db
        .insert(reservationEvents)
        .values({ reservationId: r.id, fromStatusId: 4, toStatusId: 5, actor, reason });
      return (await page(r.uniqueHash)).json().data.data.status_note;
    };
    const checkFailed = guestFailureText({ code: 'payment_intent_authentication_failure', message: '' });
    expect(await cancelledBy('provider', checkFailed, 100)).toBe(
      `The payment did not go through: Your bank could not confirm this payment: its security check failed or was closed. ${BOOK_AGAIN}`,
    );
    expect(await cancelledBy('system', PAYMENT_NOT_COMPLETED_REASON, 103)).toBe(
      `The payment was not finished in time, so the dates were released. ${BOOK_AGAIN}`,
    );
    const { hash: paid } = await bookNow(95);
    expect((await page(paid)).json().data.data.status_note).toBeNull();
  });
});

/** A Book now the card provider declines (402): its reservation, cancelled. */
async function bookNowExpecting(start: number, card: string) {
  const l = await createListing(t.db, host.user.id);
  const res = await post(
    t,
    '/api/bookings',
    bookingBody(l.id, { start_date: day(start), end_date: day(start + 2), payment_method_id: card }),
  );
  expect(res.statusCode, res.body).toBe(402);
  const [r] = await t.db.select().from(reservations).where(eq(reservations.listingId, l.id));
  return { hash: r!.uniqueHash };
}
