import { useTestApp, withTestApp } from '../../test/test-app.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { scrapeMetrics } from './metrics.test-helpers.ts';

const TOKEN = 'metrics-token-0123456789';

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist (404), whatever the caller sends', async () => {
    await withTestApp({}, async (t) => {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const withToken = await scrapeMetrics(t.app, TOKEN);
      expect(withToken.statusCode).toBe(404);
    });
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const t = useTestApp(() => ({ METRICS_TOKEN: TOKEN }));

  const scrape = () => scrapeMetrics(t.app, TOKEN);

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await scrapeMetrics(t.app, `${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it('counts requests by route pattern, not by raw URL', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/listings/123456' });
    await t.app.inject({ url: '/api/listings/654321' });
    await t.app.inject({ url: '/no/such/path/42' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain('innkeep_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toContain(
      'innkeep_http_requests_total{method="GET",route="/api/listings/:id",status="401"} 2',
    );
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(
      /innkeep_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
  });

  it('reports the mail queue depth and age, mails by status, payments and the pool', async () => {
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await enqueueMail(t.db, { to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
    }
    const text = (await scrape()).body;
    expect(text).toContain('innkeep_job_queue_due{job="mail-delivery"} 3');
    expect(text).toMatch(/innkeep_job_queue_oldest_seconds\{job="mail-delivery"\} \d/);
    expect(text).toContain('innkeep_mail_outbox{status="pending"} 3');
    expect(text).toContain('# TYPE innkeep_payments gauge');
    await t.app.deps.jobs.runAll();
    const after = (await scrape()).body;
    expect(after).toContain('innkeep_job_queue_due{job="mail-delivery"} 0');
    expect(after).toContain('innkeep_mail_outbox{status="sent"} 3');
    // Statuses with no message read 0, not a missing series: an alert on failed growing sees the first one.
    expect(after).toContain('innkeep_mail_outbox{status="pending"} 0');
    expect(after).toContain('innkeep_mail_outbox{status="failed"} 0');
    // Each job kind's last success and failed rounds (docs/requirements/operations.md#R-O3), and whether the database figures are fresh.
    expect(after).toMatch(/innkeep_job_last_success_timestamp_seconds\{job="mail-delivery"\} [1-9]/);
    expect(after).toContain('innkeep_job_failed_rounds{job="mail-delivery"} 0');
    expect(after).toContain('innkeep_db_figures_stale 0');
    expect(after).toMatch(/innkeep_mail_oldest_seconds\{status="failed"\} 0/);
    if (process.env.TEST_DB === 'postgres')
      expect(after).toMatch(/innkeep_db_pool_connections\{state="total"\} \d/);
    else expect(after).not.toContain('innkeep_db_pool_connections');
  });
});
