import { SECRET_CLOSED, SECRET_ON_TRIP_PAGE, SECRET_WITHHELD } from '@innkeep/contract/message-templates';
import { zonedInstant } from '@innkeep/contract/time-zones';
import { eq } from 'drizzle-orm';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { moveClock } from './automations.test-helpers.ts';

/** Templates and automations (docs/requirements/host.md#R-H9, R-H10; decisions 0042, 0043), one instance with the test clock. */
let seq = 0;
const BASE = 'https://innkeep.test';
const HOUR = 3_600_000;

const t = useTestApp(() => ({ PUBLIC_BASE_URL: BASE, TEST_CLOCK: 'on' }));
const host = useSignedInHost(t);
const other = useSignedInHost(t);

const send = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, as = host) =>
  t.app.inject({ method, url, payload: payload as object, headers: as.headers });
const create = async (url: string, payload: unknown, as = host) => {
  const res = await post(t, url, payload, as.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const messagesOf = (reservationId: number) =>
  t.db.select().from(conversationMessages).where(eq(conversationMessages.reservationId, reservationId));

async function stay(options: { start?: number; timeZone?: string; statusId?: number } = {}) {
  seq += 1;
  const listing = await createListing(t.db, host.user.id, {
    externalListingName: `Alfama ${seq}`,
    timeZone: options.timeZone ?? 'Europe/Lisbon',
    doorCode: '4711',
    wiFiUsername: 'Alfama-guest',
    wiFiPassword: 'sardines-2027',
    keyPickup: 'Key box left of the door',
    houseManual: 'Heating: the left switch.',
  });
  const start = options.start ?? 20 + seq * 4;
  const r = await createReservation(t.db, listing.id, {
    startDate: day(start),
    endDate: day(start + 2),
    firstName: 'Ana',
    emailAddress: `ana${seq}@example.com`,
    statusId: options.statusId ?? 6,
  });
  return {
    id: r.id,
    hash: r.uniqueHash,
    email: r.emailAddress,
    listing,
    startDate: day(start),
    endDate: day(start + 2),
  };
}

describe('message templates', () => {
  it('are created, listed, read, changed and deleted by their host only', async () => {
    const made = await create('/api/message-templates', {
      name: ' Welcome ',
      body: 'Hi {guest_first_name}, welcome to {listing_name}!',
    });
    expect(made).toMatchObject({ name: 'Welcome', placeholders: ['guest_first_name', 'listing_name'] });
    expect(
      (await send('GET', '/api/message-templates')).json().data.map((x: { id: number }) => x.id),
    ).toContain(made.id);
    expect((await send('GET', '/api/message-templates', undefined, other)).json().data).toEqual([]);
    const url = `/api/message-templates/${made.id}`;
    expect((await send('GET', url)).json().data.body).toBe(
      'Hi {guest_first_name}, welcome to {listing_name}!',
    );
    const changed = await send('PUT', url, { name: 'Welcome', body: 'Hello {guest_first_name}' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.placeholders).toEqual(['guest_first_name']);

    // Another host's is a 404, whatever they do.
    expect((await send('GET', url, undefined, other)).statusCode).toBe(404);
    expect((await send('PUT', url, { name: 'Mine', body: 'x' }, other)).statusCode).toBe(404);
    expect((await send('DELETE', url, undefined, other)).statusCode).toBe(404);
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect((await send('GET', url)).statusCode).toBe(404);
  });

  it('refuses an unknown placeholder with a 422 on body naming it', async () => {
    const res = await post(
      t,
      '/api/message-templates',
      { name: 'x', body: 'Code: {door_pin} {wifi_password}' },
      host.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toEqual([
      'Unknown placeholder {door_pin}: use one of the placeholders offered',
    ]);
    const put = await send('PUT', '/api/message-templates/1', { name: 'x', body: '{Guest}' });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.body[0]).toContain('{Guest}');
  });

  it('previews a body for one of the host’s reservations, the door code only from 48 hours before check-in', async () => {
    const body =
      'Hi {guest_first_name}: {listing_name}, {check_in_date} {check_in_time}. Code {door_code}, Wi-Fi {wifi_name}/{wifi_password}. Keys: {key_pickup}. {trip_url}';
    const far = await stay({ start: 30 });
    const res = await post(
      t,
      '/api/message-templates/preview',
      { body, reservation_id: far.id },
      host.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview.secrets_withheld).toBe(true);
    expect(preview.body).toContain(`Code ${SECRET_WITHHELD}, Wi-Fi ${SECRET_WITHHELD}. Keys`);
    expect(preview.body).not.toContain('4711');
    expect(preview.body).toContain('Hi Ana: Alfama');
    expect(preview.body).toContain('15:00');
    expect(preview.body).toContain('Keys: Key box left of the door');
    expect(preview.body).toContain(`${BASE}/reservation/${far.hash}`);
    expect(preview.secrets_from).toBe(
      new Date(zonedInstant(far.startDate, 15, 0, 'Europe/Lisbon').getTime() - 48 * HOUR).toISOString(),
    );

    const near = await stay({ start: 1 });
    const open = await post(
      t,
      '/api/message-templates/preview',
      { body, reservation_id: near.id },
      host.headers,
    );
    expect(open.json().data).toMatchObject({ secrets_withheld: false });
    expect(open.json().data.body).toContain('Code 4711, Wi-Fi Alfama-guest/sardines-2027');

    const notMine = await post(
      t,
      '/api/message-templates/preview',
      { body, reservation_id: far.id },
      other.headers,
    );
    expect(notMine.statusCode).toBe(404);
    const unknown = await post(
      t,
      '/api/message-templates/preview',
      { body: '{nope}', reservation_id: far.id },
      host.headers,
    );
    expect(unknown.statusCode).toBe(422);
  });
});

describe('automations', () => {
  it('are managed by their host; the template and listings must be theirs; a used template is kept', async () => {
    const template = await create('/api/message-templates', { name: 'Arrival', body: 'Code {door_code}' });
    const s = await stay();
    const made = await create('/api/automations', {
      template_id: template.id,
      trigger: 'before_check_in',
      offset_hours: 48,
      listing_ids: [s.listing.id],
    });
    expect(made).toMatchObject({
      template_name: 'Arrival',
      trigger: 'before_check_in',
      offset_hours: 48,
      listing_ids: [s.listing.id],
      enabled: true,
      sent_count: 0,
    });
    const url = `/api/automations/${made.id}`;
    const off = await send('PUT', url, { ...made, enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect((await send('GET', url, undefined, other)).statusCode).toBe(404);
    expect((await send('PUT', url, { ...made }, other)).statusCode).toBe(404);
    expect((await send('DELETE', url, undefined, other)).statusCode).toBe(404);

    const theirs = await create('/api/message-templates', { name: 'Theirs', body: 'Hi' }, other);
    const wrongTemplate = await post(
      t,
      '/api/automations',
      { ...made, template_id: theirs.id },
      host.headers,
    );
    expect(wrongTemplate.statusCode).toBe(422);
    expect(wrongTemplate.json().errors.template_id).toEqual(['Choose one of your templates']);
    const theirListing = await createListing(t.db, other.user.id);
    const wrongListing = await post(
      t,
      '/api/automations',
      { ...made, listing_ids: [theirListing.id] },
      host.headers,
    );
    expect(wrongListing.json().errors.listing_ids).toEqual(['Choose your own listings']);
    const badTrigger = await post(t, '/api/automations', { ...made, trigger: 'soon' }, host.headers);
    expect(badTrigger.statusCode).toBe(422);

    expect((await send('DELETE', `/api/message-templates/${template.id}`)).statusCode).toBe(409);
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/message-templates/${template.id}`)).statusCode).toBe(200);
  });

  it('sends at the moment in the listing’s zone, once, the door code never before 48 hours ahead', async () => {
    const s = await stay({ timeZone: 'Pacific/Auckland' });
    const early = await create('/api/message-templates', {
      name: 'Early',
      body: 'Door {door_code}, Wi-Fi {wifi_password}',
    });
    const arrival = await create('/api/message-templates', { name: 'Arrival', body: 'Door {door_code}' });
    const ids = { listing_ids: [s.listing.id] };
    await create('/api/automations', {
      template_id: early.id,
      trigger: 'before_check_in',
      offset_hours: 72,
      ...ids,
    });
    await create('/api/automations', {
      template_id: arrival.id,
      trigger: 'before_check_in',
      offset_hours: 48,
      ...ids,
    });
    const checkIn = zonedInstant(s.startDate, 15, 0, 'Pacific/Auckland');

    await moveClock(t.app, new Date(checkIn.getTime() - 72 * HOUR - 60_000));
    expect(await messagesOf(s.id)).toHaveLength(0);
    await moveClock(t.app, new Date(checkIn.getTime() - 72 * HOUR + 60_000));
    let sent = await messagesOf(s.id);
    expect(sent.map((m) => [m.sender, m.body])).toEqual([
      ['host', `Door ${SECRET_WITHHELD}, Wi-Fi ${SECRET_WITHHELD}`],
    ]);
    await moveClock(t.app, new Date(checkIn.getTime() - 48 * HOUR + 60_000));
    await moveClock(t.app, new Date(checkIn.getTime() - 47 * HOUR));
    sent = await messagesOf(s.id);
    expect(sent.map((m) => m.body)).toEqual([
      `Door ${SECRET_WITHHELD}, Wi-Fi ${SECRET_WITHHELD}`,
      'Door 4711',
    ]);
    // No message or e-mail before the 48 hours ever held the code.
    const texts = await mailsTo(t, s.email);
    expect(texts).toHaveLength(2);
    // The thread holds the code in its window; the e-mail never does (decision 0033): it points to the page.
    expect(texts[0]?.text).not.toContain('4711');
    expect(texts[1]?.text).not.toContain('4711');
    expect(texts[1]?.text).toContain(`Door ${SECRET_ON_TRIP_PAGE}`);
  });

  it('after check-out day, or for a cancelled stay, nothing renders the door code', async () => {
    await moveClock(t.app, new Date());
    const body = 'Door {door_code}, Wi-Fi {wifi_name}/{wifi_password}';
    const past = await stay({ start: -5, timeZone: 'UTC' });
    const cancelled = await stay({ start: 1, statusId: 5, timeZone: 'UTC' });
    for (const s of [past, cancelled]) {
      const res = await post(
        t,
        '/api/message-templates/preview',
        { body, reservation_id: s.id },
        host.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        secrets_withheld: true,
        body: `Door ${SECRET_CLOSED}, Wi-Fi ${SECRET_CLOSED}`,
      });
    }
    // An automation after check-out, its moment the day after the check-out day: no code in thread or mail.
    const thanks = await create('/api/message-templates', { name: 'Bye', body: 'Bye! Door was {door_code}' });
    const s = await stay({ timeZone: 'UTC' });
    await create('/api/automations', {
      template_id: thanks.id,
      trigger: 'after_check_out',
      offset_hours: 24,
      listing_ids: [s.listing.id],
    });
    await moveClock(t.app, zonedInstant(s.endDate, 11, 0, 'UTC'));
    expect(
      await moveClock(t.app, new Date(zonedInstant(s.endDate, 11, 0, 'UTC').getTime() + 25 * HOUR)),
    ).toBe(1);
    expect((await messagesOf(s.id)).map((m) => m.body)).toEqual([`Bye! Door was ${SECRET_CLOSED}`]);
    const mails = await mailsTo(t, s.email);
    expect(mails.map((m) => m.text).join('\n')).not.toContain('4711');
    await moveClock(t.app, new Date());
  });

  it('sends nothing to a cancelled or declined stay, nor after a cancellation', async () => {
    await moveClock(t.app, new Date()); // back from the previous test's days ahead
    const template = await create('/api/message-templates', {
      name: 'Thanks',
      body: 'Thanks {guest_first_name}',
    });
    await create('/api/automations', {
      template_id: template.id,
      trigger: 'booking_confirmed',
      offset_hours: 0,
      listing_ids: [],
    });
    await create('/api/automations', {
      template_id: template.id,
      trigger: 'after_check_in',
      offset_hours: 1,
      listing_ids: [],
    });
    // Confirmed after the automations were made (a stay confirmed before is not caught up).
    const cancelled = await stay({ statusId: 5 });
    const declined = await stay({ statusId: 2 });
    const live = await stay();
    await moveClock(t.app, new Date(Date.now() + 60_000));
    expect(await messagesOf(cancelled.id)).toHaveLength(0);
    expect(await messagesOf(declined.id)).toHaveLength(0);
    expect((await messagesOf(live.id)).map((m) => m.body)).toEqual(['Thanks Ana']);

    await t.db.update(reservations).set({ statusId: 5 }).where(eq(reservations.id, live.id));
    await moveClock(t.app, zonedInstant(live.startDate, 17, 0, 'Europe/Lisbon'));
    expect(await messagesOf(live.id)).toHaveLength(1);
  });
});
