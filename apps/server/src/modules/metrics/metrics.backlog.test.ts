import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { type SmtpServer, startSmtpServer } from '../../test/smtp-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { bookPaid, connectedHost, payoutOf } from '../payments/payouts.test-helpers.ts';
import { scrapeMetrics } from './metrics.test-helpers.ts';

/**
 * What an on-call engineer alerts on (docs/requirements/operations.md#R-O11): payouts due, failed and held with the oldest's age,
 * webhook events not applied and their age, and mail sends the relay refused. The figures come from the rows.
 */
const TOKEN = 'metrics-backlog-token-0123456789';
const HOUR = 3600_000;
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
const t = useTestApp(() => ({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, MAIL_TRANSPORT: 'smtp' }));
afterAll(async () => {
  await smtp.close();
});

const scrape = async () => (await scrapeMetrics(t.app, TOKEN)).body;
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in the scrape`);
  return Number(line.slice(series.length + 1));
};

describe('payouts and webhook events on /metrics', () => {
  it('counts due, failed and held payouts with the age of the oldest of each', async () => {
    const before = await scrape();
    expect(value(before, 'innkeep_payouts{state="due"}')).toBe(0);
    expect(value(before, 'innkeep_payouts_oldest_seconds{state="failed"}')).toBe(0);

    const host = await connectedHost(t);
    const ids: number[] = [];
    for (const start of [10, 20, 30, 40])
      ids.push((await payoutOf(t, await bookPaid(t, host.listingId, start))).id);
    const set = (id: number, values: Partial<typeof payouts.$inferInsert>) =>
      t.db.update(payouts).set(values).where(eq(payouts.id, id));
    // Two due (3 h and 1 h past their date), one failed a day ago, one held for two hours; a fifth not yet due.
    await set(ids[0]!, { scheduledFor: new Date(Date.now() - 3 * HOUR) });
    await set(ids[1]!, { scheduledFor: new Date(Date.now() - HOUR) });
    await set(ids[2]!, { status: 'failed', scheduledFor: new Date(Date.now() - 24 * HOUR) });
    await set(ids[3]!, { status: 'held', updatedAt: new Date(Date.now() - 2 * HOUR) });
    await bookPaid(t, host.listingId, 50);

    const text = await scrape();
    expect(value(text, 'innkeep_payouts{state="due"}')).toBe(2);
    expect(value(text, 'innkeep_payouts{state="failed"}')).toBe(1);
    expect(value(text, 'innkeep_payouts{state="held"}')).toBe(1);
    expect(value(text, 'innkeep_payouts_oldest_seconds{state="due"}')).toBeGreaterThanOrEqual(3 * 3600);
    expect(value(text, 'innkeep_payouts_oldest_seconds{state="due"}')).toBeLessThan(4 * 3600);
    expect(value(text, 'innkeep_payouts_oldest_seconds{state="failed"}')).toBeGreaterThanOrEqual(24 * 3600);
    expect(value(text, 'innkeep_payouts_oldest_seconds{state="held"}')).toBeGreaterThanOrEqual(2 * 3600);
  });

  it("counts webhook events not applied, those that failed, and the oldest one's age, by endpoint", async () => {
    const event = (n: number, values: Partial<typeof paymentEvents.$inferInsert>) => ({
      provider: 'stripe',
      eventId: `evt_metrics_${n}`,
      type: 'charge.refunded',
      payload: {},
      ...values,
    });
    await t.db
      .insert(paymentEvents)
      .values([
        event(1, { receivedAt: new Date(Date.now() - 600_000) }),
        event(2, { attempts: 3, lastError: 'no such charge' }),
        event(3, { endpoint: 'connect' }),
        event(4, { processedAt: new Date(), receivedAt: new Date(Date.now() - 24 * HOUR) }),
      ]);
    const text = await scrape();
    expect(value(text, 'innkeep_payment_events_pending{endpoint="platform"}')).toBe(2);
    expect(value(text, 'innkeep_payment_events_pending{endpoint="connect"}')).toBe(1);
    expect(value(text, 'innkeep_payment_events_failing{endpoint="platform"}')).toBe(1);
    const oldest = value(text, 'innkeep_payment_events_oldest_seconds{endpoint="platform"}');
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(3600);
  });

  it('counts each send the relay refuses', async () => {
    await t.app.deps.jobs.trigger('mail-delivery'); // the earlier tests' receipts, accepted
    const before = value(await scrape(), 'innkeep_mail_send_errors_total');
    smtp.refuse(true);
    try {
      await enqueueMail(t.db, { to: 'refused@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
      await t.app.deps.jobs.trigger('mail-delivery');
    } finally {
      smtp.refuse(false);
    }
    expect(value(await scrape(), 'innkeep_mail_send_errors_total')).toBe(before + 1);
  });
});
