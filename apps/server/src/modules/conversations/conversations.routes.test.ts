import { eq } from 'drizzle-orm';
import { blockedEmails } from '../../db/schema/content.ts';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, inquiryBody, post, sentInquiry } from '../bookings/bookings.test-helpers.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsToNewestFirst } from '../mail/mail.test-helpers.ts';

/** Threads (docs/requirements/host.md#R-H7, decision 0040): one per reservation, host by id, guest by hash, each message e-mailed. */
let seq = 0;
const BASE = 'https://innkeep.test';
const RATE = 4;

const t = useTestApp(() => ({ PUBLIC_BASE_URL: BASE, MESSAGE_RATE_LIMIT_PER_SENDER: String(RATE) }));
const host = useSignedInHost(t);
const other = useSignedInHost(t);

async function stay(overrides: { email?: string; name?: string } = {}) {
  seq += 1;
  const listing = await createListing(t.db, host.user.id, {
    externalListingName: overrides.name ?? `Flores ${seq}`,
    timeZone: 'Europe/Lisbon',
    doorCode: '4711',
    wiFiPassword: 'sardines-2027',
  });
  const email = overrides.email ?? `guest${seq}@example.com`;
  const r = await createReservation(t.db, listing.id, {
    startDate: day(30 + seq * 3),
    endDate: day(32 + seq * 3),
    firstName: 'Ana',
    lastName: 'Silva',
    emailAddress: email,
  });
  return { id: r.id, hash: r.uniqueHash, email, listing };
}

const hostGet = (url: string, as = host) => t.app.inject({ url, headers: as.headers });
const hostSend = (id: number, body: unknown, as = host) =>
  post(t, `/api/conversations/${id}/messages`, { body }, as.headers);
const guestGet = (hash: string) => t.app.inject({ url: `/api/bookings/reservation/${hash}/messages` });
const guestSend = (hash: string, body: unknown) =>
  post(t, `/api/bookings/reservation/${hash}/messages`, { body });
const messageCount = async (id: number) =>
  (await t.db.select().from(conversationMessages).where(eq(conversationMessages.reservationId, id))).length;

describe('a guest and a host exchange messages', () => {
  it('stores both sides in order, counts unread, marks read on opening and e-mails each with a link back', async () => {
    const s = await stay({ name: 'Casa Azul' });
    const sent = await guestSend(s.hash, '  Hello! Is there parking near https://maps.example/x?\nThanks  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      sender: 'guest',
      sender_name: 'Ana',
      body: 'Hello! Is there parking near https://maps.example/x?\nThanks',
      read_at: null,
    });

    const [toHost] = await mailsToNewestFirst(t, host.user.email);
    expect(toHost?.subject).toBe('Ana sent a message about Casa Azul');
    expect(toHost?.text).toContain('Hello! Is there parking near https://maps.example/x?');
    expect(toHost?.text).toContain(`${BASE}/inbox?conversation=${s.id}`);

    const list = await hostGet('/api/conversations');
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((c: { id: number }) => c.id === s.id);
    expect(item).toMatchObject({
      listing_name: 'Casa Azul',
      guest_name: 'Ana Silva',
      start_date: day(30 + seq * 3),
      status_id: 6,
      unread_count: 1,
      last_message_sender: 'guest',
    });
    expect(item.last_message_preview).toBe('Hello! Is there parking near https://maps.example/x? Thanks');
    expect(list.json().meta.unread_total).toBeGreaterThanOrEqual(1);

    const opened = await hostGet(`/api/conversations/${s.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.messages).toHaveLength(1);
    // The thread writes its times on the listing's clock (R-H21), as the trip page does.
    expect(opened.json().data.time_zone).toBe('Europe/Lisbon');
    expect(opened.json().data.messages[0].read_at).not.toBeNull();
    const after = (await hostGet('/api/conversations'))
      .json()
      .data.find((c: { id: number }) => c.id === s.id);
    expect(after.unread_count).toBe(0);

    const reply = await hostSend(s.id, 'Yes, free parking on the street.');
    expect(reply.statusCode, reply.body).toBe(201);
    const [toGuest] = await mailsToNewestFirst(t, s.email);
    expect(toGuest?.text).toContain('Yes, free parking on the street.');
    // "Read and reply" opens the trip page at its thread; other trip links open at the top.
    expect(toGuest?.text).toContain(`${BASE}/reservation/${s.hash}#messages`);
    // The mails hold the message and the stay's name and dates, never the listing's secrets.
    for (const mail of [toHost, toGuest]) {
      expect(mail?.text).not.toContain('4711');
      expect(mail?.text).not.toContain('sardines-2027');
    }

    const thread = await guestGet(s.hash);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data.host_name).toBe(host.user.firstName);
    expect(thread.json().data.messages.map((m: { sender: string }) => m.sender)).toEqual(['guest', 'host']);
    // The guest's opening marked the host's reply read; the host sees it on the next read.
    const seen = (await hostGet(`/api/conversations/${s.id}`)).json().data.messages;
    expect(seen[1].read_at).not.toBeNull();
    // Newest activity first.
    const older = await stay();
    await guestSend(older.hash, 'Later message');
    const order = (await hostGet('/api/conversations')).json().data.map((c: { id: number }) => c.id);
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(s.id));
  });

  it("lets the host start a reservation's empty thread", async () => {
    const s = await stay();
    const empty = await hostGet(`/api/conversations/${s.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.messages).toEqual([]);
    expect((await hostSend(s.id, 'Welcome!')).statusCode).toBe(201);
    expect((await guestGet(s.hash)).json().data.messages[0].body).toBe('Welcome!');
  });

  it("makes the inquiry's message the thread's first message", async () => {
    const listing = await createListing(t.db, host.user.id);
    const { id } = await sentInquiry(
      t,
      inquiryBody(listing.id, {
        start_date: day(200),
        end_date: day(203),
        first_name: 'Rui',
        last_name: 'Costa',
        email_address: 'rui@example.com',
        message: 'Can we bring a dog?',
      }),
    );
    const thread = (await hostGet(`/api/conversations/${id}`)).json().data;
    expect(thread.messages).toMatchObject([
      { sender: 'guest', sender_name: 'Rui', body: 'Can we bring a dog?' },
    ]);
    expect(thread.status_id).toBe(1);
  });
});

describe('who may read and write', () => {
  it("answers 404 for another host's conversation, reading or writing, and stores nothing", async () => {
    const s = await stay();
    expect((await hostGet(`/api/conversations/${s.id}`, other)).statusCode).toBe(404);
    expect((await hostSend(s.id, 'Hi', other)).statusCode).toBe(404);
    expect((await hostGet('/api/conversations', other)).json().data).toEqual([]);
    expect(await messageCount(s.id)).toBe(0);
  });

  it('answers 404 for a wrong hash', async () => {
    const wrong = 'x'.repeat(32);
    expect((await guestGet(wrong)).statusCode).toBe(404);
    expect((await guestSend(wrong, 'Hello')).statusCode).toBe(404);
  });

  it('needs a signed-in host for the host routes', async () => {
    expect((await t.app.inject({ url: '/api/conversations' })).statusCode).toBe(401);
  });
});

describe('when a thread opens', () => {
  it('not on an unpaid Book now hold (its hash is in the 3-D Secure reply): no message, no e-mail to the host', async () => {
    seq += 1;
    const listing = await createListing(t.db, host.user.id, { externalListingName: `Hold ${seq}` });
    const held = await createReservation(t.db, listing.id, {
      startDate: day(80 + seq * 3),
      endDate: day(82 + seq * 3),
      statusId: 4,
      source: 'book_now',
      emailAddress: `stranger${seq}@example.com`,
    });
    const before = (await mailsToNewestFirst(t, host.user.email)).length;
    const res = await guestSend(held.uniqueHash, 'Hello host, call me');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Messages with the host open once the stay is paid');
    expect(await messageCount(held.id)).toBe(0);
    expect((await mailsToNewestFirst(t, host.user.email)).length).toBe(before);
    // Once paid, the same stay's thread is open.
    await t.db.update(reservations).set({ statusId: 6 }).where(eq(reservations.id, held.id));
    expect((await guestSend(held.uniqueHash, 'Now paid')).statusCode).toBe(201);
  });
});

describe('what a message may be', () => {
  it('refuses empty, over 5,000 characters and control characters with 422 and a field message', async () => {
    const s = await stay();
    const long = await guestSend(s.hash, 'a'.repeat(5001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual(['Keep your message under 5,000 characters']);
    const blank = await hostSend(s.id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.body).toEqual(['Write a message']);
    for (const bad of ['nul \u0000 here', 'bell \u0007']) {
      const res = await guestSend(s.hash, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.body).toEqual(['Write your message as plain text']);
    }
    expect(await messageCount(s.id)).toBe(0);
    expect((await guestSend(s.hash, 'b'.repeat(5000))).statusCode).toBe(201);
  });

  it('refuses a blocked e-mail with 403 and a clear message, storing and sending nothing', async () => {
    const s = await stay({ email: 'blocked.guest@example.com' });
    await t.db.insert(blockedEmails).values({ email: 'blocked.guest@example.com' });
    const res = await guestSend(s.hash, 'Hello');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('This e-mail address is blocked from sending messages');
    expect(await messageCount(s.id)).toBe(0);
  });

  it(`limits each sender to ${RATE} messages an hour (429), whichever thread`, async () => {
    const a = await stay({ email: 'chatty@example.com' });
    const b = await stay({ email: 'chatty@example.com' });
    for (let i = 0; i < RATE; i += 1)
      expect((await guestSend(i % 2 ? a.hash : b.hash, `m${i}`)).statusCode).toBe(201);
    const over = await guestSend(a.hash, 'one more');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await messageCount(a.id)) + (await messageCount(b.id))).toBe(RATE);
  });
});
