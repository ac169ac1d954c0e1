import { eq } from 'drizzle-orm';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, inquiryOn, paidStayOn, post } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost, useSignedInHost } from '../listings/listings.test-helpers.ts';
import { mailsToNewestFirst } from '../mail/mail.test-helpers.ts';
import { changeStatus } from '../reservations/reservations.test-helpers.ts';

/**
 * docs/requirements/host.md#R-H14 and #R-H16: every reservation open to messages is in the inbox from the start,
 * the host writes first, and a note with approve, decline or cancel lands in the thread.
 */
let seq = 0;
const BASE = 'https://innkeep.test';

const t = useTestApp(() => ({ PUBLIC_BASE_URL: BASE }));
const host = useConnectedHost(t);
const other = useSignedInHost(t);

type Summary = { id: number; last_message_at: string | null; start_date: string };
const inbox = async (query = '', as = host): Promise<Summary[]> => {
  const res = await t.app.inject({ url: `/api/conversations${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const messagesOf = (id: number) =>
  t.db.select().from(conversationMessages).where(eq(conversationMessages.reservationId, id));
/** The host (or `as`) moves the stay to `statusId` with a note to the guest. */
const change = (id: number, statusId: number, message: string, as = host) =>
  changeStatus(t, as.headers, id, statusId, { message });

/** Each stay on a listing of its own, four days after the one before (sort=arrival relies on it). */
const nextNights = () => {
  seq += 1;
  return { start_date: day(40 + seq * 4), end_date: day(42 + seq * 4) };
};
const inquiry = (message?: string) => inquiryOn(t, host.user.id, {}, { ...nextNights(), message });
const bookNow = () => paidStayOn(t, host.user.id, {}, nextNights());

describe('a thread from the start', () => {
  it('a Book-now stay with no message is in the inbox; the host writes first and the guest gets it', async () => {
    const s = await bookNow();
    expect(await messagesOf(s.id)).toHaveLength(0);
    const listed = (await inbox()).find((c) => c.id === s.id);
    expect(listed).toMatchObject({ last_message_at: null, unread_count: 0, last_message_preview: '' });

    const sent = await post(t, `/api/conversations/${s.id}/messages`, { body: 'Welcome!' }, host.headers);
    expect(sent.statusCode, sent.body).toBe(201);
    const guest = await t.app.inject({ url: `/api/bookings/reservation/${s.hash}/messages` });
    expect(guest.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['Welcome!']);
    expect((await mailsToNewestFirst(t, s.email))[0]?.text).toContain('Welcome!');
    // Written in, it moves to the top of the activity order.
    expect((await inbox())[0]?.id).toBe(s.id);
  });

  it('an inquiry without a message is in the inbox, empty', async () => {
    const s = await inquiry();
    const listed = (await inbox()).find((c) => c.id === s.id);
    expect(listed).toMatchObject({ last_message_at: null, status_id: 1 });
  });

  it('a Book-now hold never paid opens no thread and is not listed', async () => {
    seq += 1;
    const l = await createListing(t.db, host.user.id);
    const hold = await createReservation(t.db, l.id, {
      startDate: day(200),
      endDate: day(202),
      statusId: 4,
      source: 'book_now',
    });
    expect((await inbox()).map((c) => c.id)).not.toContain(hold.id);
  });

  it('sort=arrival lists stays not over yet, soonest check-in first; a bad sort is a 422', async () => {
    const first = await inquiry();
    const second = await inquiry();
    // `seq` grows, so the second inquiry arrives later, though its thread is the newer.
    expect((await inbox()).map((c) => c.id).slice(0, 2)).toEqual([second.id, first.id]);
    const ids = (await inbox('?sort=arrival')).map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const starts = (await inbox('?sort=arrival')).map((c) => c.start_date);
    expect(starts).toEqual([...starts].sort());
    const l = await createListing(t.db, host.user.id);
    const past = await createReservation(t.db, l.id, { startDate: day(-5), endDate: day(-2), statusId: 6 });
    expect((await inbox('?sort=arrival')).map((c) => c.id)).not.toContain(past.id);
    expect((await inbox()).map((c) => c.id)).toContain(past.id);
    const bad = await t.app.inject({ url: '/api/conversations?sort=price', headers: host.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('another host neither lists, reads nor writes in the thread: 404', async () => {
    const s = await bookNow();
    expect((await inbox('', other)).map((c) => c.id)).not.toContain(s.id);
    const read = await t.app.inject({ url: `/api/conversations/${s.id}`, headers: other.headers });
    expect(read.statusCode).toBe(404);
    const write = await post(t, `/api/conversations/${s.id}/messages`, { body: 'Hi' }, other.headers);
    expect(write.statusCode).toBe(404);
    expect(await messagesOf(s.id)).toHaveLength(0);
  });
});

describe('a note to the guest with approve, decline and cancel', () => {
  it('approve: the note lands in the thread and the guest is e-mailed the link and the note', async () => {
    const s = await inquiry('Is there a cot?');
    const res = await change(s.id, 3, '  Yes, a cot is ready.  ');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await messagesOf(s.id);
    expect(rows.map((m) => [m.sender, m.body])).toEqual([
      ['guest', 'Is there a cot?'],
      ['host', 'Yes, a cot is ready.'],
    ]);
    const mails = (await mailsToNewestFirst(t, s.email)).map((m) => m.text);
    expect(mails.some((text) => text.includes('Yes, a cot is ready.'))).toBe(true);
    expect(mails.some((text) => text.includes(`/reservation/`))).toBe(true);
  });

  it('decline with a note; decline without one adds nothing to the thread', async () => {
    const s = await inquiry();
    const res = await change(s.id, 2, 'Sorry, we are closed then.');
    expect(res.statusCode, res.body).toBe(200);
    expect((await messagesOf(s.id)).map((m) => m.body)).toEqual(['Sorry, we are closed then.']);
    const bare = await inquiry();
    expect((await change(bare.id, 2, '   ')).statusCode).toBe(200);
    expect(await messagesOf(bare.id)).toHaveLength(0);
  });

  it('cancelling a paid stay refunds it and posts the note', async () => {
    const s = await bookNow();
    const res = await change(s.id, 5, 'A pipe burst, so sorry.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/refund of/);
    expect((await messagesOf(s.id)).map((m) => m.body)).toEqual(['A pipe burst, so sorry.']);
  });

  it('a refused change posts nothing; another host is a 404; a control character or 5,001 characters is a 422', async () => {
    const s = await bookNow();
    const refused = await change(s.id, 1, 'Back to inquiry');
    expect(refused.statusCode).toBe(409);
    const foreign = await change(s.id, 5, 'Not mine', other);
    expect(foreign.statusCode).toBe(404);
    const bell = await change(s.id, 5, 'Ring \u0007');
    expect(bell.statusCode).toBe(422);
    const long = await change(s.id, 5, 'x'.repeat(5001));
    expect(long.statusCode).toBe(422);
    expect(await messagesOf(s.id)).toHaveLength(0);
  });
});
