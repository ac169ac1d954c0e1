import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, post } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';
import { moveClock } from './automations.test-helpers.ts';

/**
 * A message an automation sends is marked automatic in the thread and its e-mail, and a welcome that fell due
 * before the guest's question is never shown after it as if it were the host's reply (decision 0100).
 */
const t = useTestApp({ PUBLIC_BASE_URL: 'https://innkeep.test', TEST_CLOCK: 'on' });
const host = useSignedInHost(t);

const created = async (url: string, payload: unknown) => {
  const res = await post(t, url, payload, host.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

it('posts the welcome labelled automatic, before a question the guest sent while it waited', async () => {
  const listing = await createListing(t.db, host.user.id, {
    externalListingName: 'Casa Azul',
    timeZone: 'UTC',
  });
  const welcome = await created('/api/message-templates', {
    name: 'Welcome',
    body: 'Welcome, {guest_first_name}!',
  });
  await created('/api/automations', {
    template_id: welcome.id,
    trigger: 'booking_confirmed',
    offset_hours: 0,
    listing_ids: [listing.id],
  });
  const stay = await createReservation(t.db, listing.id, {
    startDate: day(30),
    endDate: day(33),
    firstName: 'Ana',
    emailAddress: 'ana.labelled@example.com',
    statusId: 6,
  });
  // Booked, and a question at once, before the automations' round comes.
  const asked = await post(t, `/api/bookings/reservation/${stay.uniqueHash}/messages`, {
    body: 'Is there a cot?',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  await moveClock(t.app, new Date(Date.now() + 60_000));

  const thread = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/reservation/${stay.uniqueHash}/messages`,
  });
  expect(thread.statusCode, thread.body).toBe(200);
  const messages = thread.json().data.messages as { sender: string; body: string; automatic: boolean }[];
  expect(messages.map((m) => [m.sender, m.body, m.automatic])).toEqual([
    ['host', 'Welcome, Ana!', true],
    ['guest', 'Is there a cot?', false],
  ]);

  // The host's inbox still has the guest's question as the latest, waiting for an answer.
  const inbox = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: host.headers });
  const summary = (
    inbox.json().data as { id: number; last_message_sender: string; last_message_preview: string }[]
  ).find((c) => c.id === stay.id);
  expect(summary).toMatchObject({ last_message_sender: 'guest', last_message_preview: 'Is there a cot?' });

  const mails = await mailsTo(t, 'ana.labelled@example.com');
  const automatic = mails.filter((m) => m.subject.startsWith('Automatic message'));
  expect(automatic).toHaveLength(1);
  expect(automatic[0]?.text).toContain('Automatic message from');
  expect(automatic[0]?.text).toContain('Welcome, Ana!');
  await moveClock(t.app, new Date());
});

it('a message the host writes is not marked automatic', async () => {
  const listing = await createListing(t.db, host.user.id, { timeZone: 'UTC' });
  const stay = await createReservation(t.db, listing.id, {
    startDate: day(40),
    endDate: day(42),
    statusId: 6,
  });
  const sent = await post(t, `/api/conversations/${stay.id}/messages`, { body: 'Hello!' }, host.headers);
  expect(sent.statusCode, sent.body).toBe(201);
  expect(sent.json().data).toMatchObject({ body: 'Hello!', automatic: false });
});
