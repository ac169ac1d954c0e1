import { eq } from 'drizzle-orm';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { decodeQuotedPrintable, type SmtpServer, startSmtpServer } from '../../test/smtp-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { day, inquiryOn, paidStayOn } from '../bookings/bookings.test-helpers.ts';
import { useConnectedHost } from '../listings/listings.test-helpers.ts';
import { changeStatus } from './reservations.test-helpers.ts';

/**
 * docs/requirements/host.md#R-H30: approve, decline or cancel with a note sends the guest one e-mail, the
 * change's own carrying the note (and the note is in the thread); without a note, the change's e-mail alone.
 * Counted as delivered to a real SMTP server on localhost.
 */
let smtp: SmtpServer;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://innkeep.test' }));
const host = useConnectedHost(t);

afterAll(async () => {
  await smtp.close();
});

/** Delivers what is queued, then the mails the guest's address has received so far. */
async function deliveredTo(email: string): Promise<string[]> {
  await t.app.deps.jobs.runAll();
  return smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}

/** Each stay on a listing named for it ("Ask 3", "Paid 4"), four days after the one before. */
const nextNights = () => {
  seq += 1;
  return { start_date: day(40 + seq * 4), end_date: day(42 + seq * 4) };
};
const inquiry = () => {
  const nights = nextNights();
  return inquiryOn(t, host.user.id, { externalListingName: `Ask ${seq}` }, nights);
};
const paidStay = () => {
  const nights = nextNights();
  return paidStayOn(t, host.user.id, { externalListingName: `Paid ${seq}` }, nights);
};

const change = (reservationId: number, statusId: number, message?: string) =>
  changeStatus(t, host.headers, reservationId, statusId, message ? { message } : {});

/** Makes the change and returns the mails it delivered to the guest. */
async function mailsOfChange(stay: { id: number; email: string }, statusId: number, message?: string) {
  const before = (await deliveredTo(stay.email)).length;
  const res = await change(stay.id, statusId, message);
  expect(res.statusCode, res.body).toBe(200);
  return (await deliveredTo(stay.email)).slice(before);
}

/** Makes the change and returns the one mail it delivered to the guest, failing if there was not exactly one. */
async function onlyMailOfChange(stay: { id: number; email: string }, statusId: number, message?: string) {
  const mails = await mailsOfChange(stay, statusId, message);
  expect(mails).toHaveLength(1);
  return mails[0];
}

const notesOf = async (id: number) =>
  (await t.db.select().from(conversationMessages).where(eq(conversationMessages.reservationId, id))).map(
    (m) => m.body,
  );

const NOTE = 'We left a cot in the bedroom.';

describe('one e-mail per change, carrying the note', () => {
  it('approve: the approval alone, or the approval with the note and its pay link', async () => {
    const bare = await inquiry();
    const plain = await onlyMailOfChange(bare, 3);
    expect(plain).toMatch(/Subject: Your stay at Ask \d+ is approved/);
    expect(plain).not.toContain('Your host wrote');

    const noted = await inquiry();
    const mail = await onlyMailOfChange(noted, 3, NOTE);
    expect(mail).toMatch(/Subject: Your stay at Ask \d+ is approved/);
    expect(mail).toContain('Your host wrote:');
    expect(mail).toContain(NOTE);
    expect(mail).toContain('Complete your booking');
    expect(await notesOf(noted.id)).toEqual([NOTE]);
  });

  it('decline: one e-mail, the note in it with a way to reply', async () => {
    const bare = await inquiry();
    expect(await mailsOfChange(bare, 2)).toHaveLength(1);
    const noted = await inquiry();
    const mail = await onlyMailOfChange(noted, 2, NOTE);
    expect(mail).toMatch(/Subject: Your request for Ask \d+ was declined/);
    expect(mail).toContain(NOTE);
    expect(mail).toMatch(/Reply to your host: https:\/\/innkeep\.test\/reservation\/[\w-]+#messages/);
    expect(await notesOf(noted.id)).toEqual([NOTE]);
  });

  it('cancel an approved hold: one e-mail with or without a note', async () => {
    const bare = await inquiry();
    await mailsOfChange(bare, 3);
    expect(await mailsOfChange(bare, 5)).toHaveLength(1);
    const noted = await inquiry();
    await mailsOfChange(noted, 3);
    const mail = await onlyMailOfChange(noted, 5, NOTE);
    expect(mail).toMatch(/Subject: Your approved stay at Ask \d+ was cancelled/);
    expect(mail).toContain(NOTE);
  });

  it('cancel a paid stay: the refund e-mail, with the note in it', async () => {
    const bare = await paidStay();
    const plain = await onlyMailOfChange(bare, 5);
    expect(plain).toMatch(/Subject: Your booking at Paid \d+ was cancelled/);
    const noted = await paidStay();
    const mail = await onlyMailOfChange(noted, 5, NOTE);
    expect(mail).toMatch(/Subject: Your booking at Paid \d+ was cancelled/);
    expect(mail).toContain('A refund of');
    expect(mail).toContain(NOTE);
    expect(await notesOf(noted.id)).toEqual([NOTE]);
  });

  it('a change that tells the guest nothing: no e-mail, or the note alone as the host message', async () => {
    const bare = await inquiry();
    expect(await mailsOfChange(bare, 5)).toHaveLength(0);
    const noted = await inquiry();
    const mail = await onlyMailOfChange(noted, 5, NOTE);
    expect(mail).toMatch(/Subject: \S+ sent you a message about Ask \d+/);
    expect(mail).toContain(NOTE);
  });

  it('a refused change sends nothing and posts nothing', async () => {
    const s = await paidStay();
    const before = (await deliveredTo(s.email)).length;
    const res = await change(s.id, 1, NOTE);
    expect(res.statusCode).toBe(409);
    expect(await deliveredTo(s.email)).toHaveLength(before);
    expect(await notesOf(s.id)).toEqual([]);
  });
});
