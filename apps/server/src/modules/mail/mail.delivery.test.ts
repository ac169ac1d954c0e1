import type { MailMessage, MailPort } from '../../adapters/mail/mail.port.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { deferred } from '../../test/deferred.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backoffSeconds, deliverDueMail, MAX_ATTEMPTS, messageIdOf } from './mail.delivery.ts';
import { enqueueMail } from './mail.service.ts';
import { renderEmail } from './mail.templates.ts';
import { mailsTo } from './mail.test-helpers.ts';

const t = useTestApp();
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

function fakeMailer(failTimes = 0, delayMs = 0) {
  const sent: MailMessage[] = [];
  let failures = 0;
  const port: MailPort = {
    kind: 'smtp',
    async send(message) {
      await new Promise((r) => setTimeout(r, delayMs));
      if (failures < failTimes) {
        failures++;
        throw new Error('421 service not available');
      }
      sent.push(message);
    },
    async close() {},
  };
  return { port, sent };
}

const queue = (to: string) => enqueueMail(t.db, { to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
const makeDue = () => t.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe('mail delivery job', () => {
  it('sends due mail once and marks it sent', async () => {
    await queue('a@example.com');
    await queue('b@example.com');
    const { port, sent } = fakeMailer();
    expect(await deliverDueMail(t.db, port, 'Innkeep <no-reply@x.test>')).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0]?.from).toBe('Innkeep <no-reply@x.test>');
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt && r.attempts === 1)).toBe(true);
    expect(await deliverDueMail(t.db, port, 'x@x.test')).toBe(0);
  });

  it("stores a message's extra headers and hands them to the adapter; other mail has none", async () => {
    const headers = {
      'List-Unsubscribe': '<https://x.test/u?token=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await enqueueMail(t.db, { to: 'h@example.com', subject: 'News', html: '<p>N</p>', text: 'N', headers });
    await queue('i@example.com');
    const { port, sent } = fakeMailer();
    await deliverDueMail(t.db, port, 'x@x.test');
    expect(sent.find((m) => m.to === 'h@example.com')?.headers).toEqual(headers);
    expect(sent.find((m) => m.to === 'i@example.com')).not.toHaveProperty('headers');
    const [row] = await mailsTo(t, 'h@example.com');
    expect(row?.headers).toEqual(headers);
  });

  it('keeps a message through an outage and retries it with backoff', async () => {
    await queue('c@example.com');
    const { port, sent } = fakeMailer(2);
    await deliverDueMail(t.db, port, 'x@x.test');
    let [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 service not available' });
    const waitS = ((row?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitS).toBeGreaterThan(backoffSeconds(1) - 5);
    expect(waitS).toBeLessThanOrEqual(backoffSeconds(1) + 1);
    // Not due yet: nothing happens.
    expect(await deliverDueMail(t.db, port, 'x@x.test')).toBe(0);
    await makeDue();
    await deliverDueMail(t.db, port, 'x@x.test');
    await makeDue();
    await deliverDueMail(t.db, port, 'x@x.test');
    [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('gives up after the last attempt and marks it failed', async () => {
    await queue('d@example.com');
    const { port } = fakeMailer(100);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await makeDue();
      await deliverDueMail(t.db, port, 'x@x.test');
    }
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('never sends one message twice when rounds overlap (claimed rows are leased)', async () => {
    for (let i = 0; i < 5; i++) await queue(`e${i}@example.com`);
    const { port, sent } = fakeMailer(0, 20);
    const [a, b] = await Promise.all([deliverDueMail(t.db, port, 'x'), deliverDueMail(t.db, port, 'x')]);
    expect((a ?? 0) + (b ?? 0)).toBe(5);
    expect(sent).toHaveLength(5);
  });

  it('a crash mid-send only delays the message until its lease ends', async () => {
    await queue('f@example.com');
    // The claim is committed before send is called: wait for that call rather than for a guessed time.
    const sendStarted = deferred();
    const crashing: MailPort = {
      kind: 'smtp',
      send: () => {
        sendStarted.resolve();
        return new Promise(() => {}); // never answers, like a process killed mid-send
      },
      async close() {},
    };
    void deliverDueMail(t.db, crashing, 'x');
    await sendStarted.promise;
    const { port, sent } = fakeMailer();
    expect(await deliverDueMail(t.db, port, 'x')).toBe(0);
    await makeDue(); // the lease has run out
    expect(await deliverDueMail(t.db, port, 'x')).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('runs from the app job runner with the outbox adapter', async () => {
    await queue('g@example.com');
    expect((await t.app.deps.jobs.runAll())['mail-delivery']).toBe(1);
    const [row] = await mailsTo(t, 'g@example.com');
    expect(row?.status).toBe('sent');
  });
});

describe('renderEmail', () => {
  it('makes an HTML and a text part with the product name, the action and escaped text', () => {
    const mail = renderEmail({
      to: 'a@example.com',
      subject: 'Test <subject>',
      preheader: 'Pre',
      greeting: 'Hello <b>Ann</b>,',
      paragraphs: ['One & two.'],
      action: { label: 'Open', url: 'https://stay.example.com/x?a=1&b=2' },
    });
    expect(mail.html).toContain('Innkeep');
    expect(mail.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://stay.example.com/x?a=1&amp;b=2"');
    expect(mail.text).toBe(
      'Hello <b>Ann</b>,\n\nOne & two.\n\nOpen: https://stay.example.com/x?a=1&b=2\n\n— Innkeep',
    );
  });
});

describe('Message-IDs', () => {
  it('carry the install id and the row creation time: another install or a restored backup never repeats one', async () => {
    await queue('a@example.com');
    const { port, sent } = fakeMailer();
    await deliverDueMail(t.db, port, 'Innkeep <no-reply@stay.example>', { installId: 'inst1' });
    const [row] = await t.db.select().from(mailOutbox);
    const id = sent[0]?.messageId;
    expect(id).toBe(`<outbox-${row!.id}.${row!.createdAt.getTime().toString(36)}.inst1@stay.example>`);
    // The same row id on another install (or re-created after a restore, later) gets another Message-ID.
    expect(messageIdOf({ id: row!.id, createdAt: row!.createdAt }, 'x@stay.example', 'inst2')).not.toBe(id);
    expect(
      messageIdOf(
        { id: row!.id, createdAt: new Date(row!.createdAt.getTime() + 1) },
        'x@stay.example',
        'inst1',
      ),
    ).not.toBe(id);
  });
});
