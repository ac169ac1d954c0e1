import { createTestApp, withTestApp } from '../../test/test-app.ts';
import { enqueueMail } from './mail.service.ts';
import { mailsTo } from './mail.test-helpers.ts';

describe('dev mailbox', () => {
  it('lists, shows and renders outbox mail when no SMTP_URL is set', async () => {
    await withTestApp({}, async (t) => {
      await enqueueMail(t.db, {
        to: 'Ann@Example.com',
        subject: 'Reset <now>',
        html: '<html><head></head><body><a href="http://x/reset">Go</a></body></html>',
        text: 'Go: http://x/reset',
      });
      const list = await t.app.inject({ url: '/dev/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.body).toContain('Reset &lt;now&gt;');
      expect(list.body).toContain('ann@example.com');
      const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.body)?.[1];
      expect(id).toMatch(/^\d+$/);
      const filtered = await t.app.inject({ url: '/dev/mailbox?to=someone@else.com' });
      expect(filtered.body).toContain('No e-mails yet.');
      const view = await t.app.inject({ url: `/dev/mailbox/${id}` });
      expect(view.body).toContain('Go: http://x/reset');
      const html = await t.app.inject({ url: `/dev/mailbox/${id}/html` });
      expect(html.body).toContain('<base target="_top">');
      expect((await t.app.inject({ url: `/dev/mailbox/${Number(id) + 1}` })).statusCode).toBe(404);
    });
  });

  it('does not exist in production unless DEV_MAILBOX=on opts in', async () => {
    const hidden = await createTestApp({ NODE_ENV: 'production' });
    const shown = await createTestApp({ NODE_ENV: 'production', DEV_MAILBOX: 'on' });
    try {
      expect((await hidden.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await hidden.app.inject({ url: '/api/mail/mailbox' })).json()).toEqual({
        data: { enabled: false, url: null },
      });
      expect((await shown.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });

  it('does not exist when SMTP is configured', async () => {
    await withTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, async (t) => {
      expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    });
  });
});

describe('GET /api/mail/mailbox', () => {
  it('points to the dev mailbox only with the outbox adapter', async () => {
    const outbox = await createTestApp();
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await outbox.app.inject({ url: '/api/mail/mailbox' })).json()).toEqual({
        data: { enabled: true, url: '/dev/mailbox' },
      });
      expect((await smtp.app.inject({ url: '/api/mail/mailbox' })).json()).toEqual({
        data: { enabled: false, url: null },
      });
    } finally {
      await outbox.close();
      await smtp.close();
    }
  });

  it('answers only requests from this machine, whatever X-Forwarded-For claims', async () => {
    await withTestApp({ TRUST_PROXY: 'true' }, async (t) => {
      await enqueueMail(t.db, { to: 'ann@example.com', subject: 'Reset', html: '<p>x</p>', text: 'x' });
      const [mail] = await mailsTo(t, 'ann@example.com');
      // The mail exists (this machine sees it), so the stranger's 404 is the refusal, not a missing row.
      expect((await t.app.inject({ url: `/dev/mailbox/${mail?.id}/html` })).statusCode).toBe(200);
      const remote = { remoteAddress: '203.0.113.9' };
      expect((await t.app.inject({ url: '/dev/mailbox', ...remote })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/dev/mailbox/${mail?.id}/html`, ...remote })).statusCode).toBe(404);
      const spoofed = await t.app.inject({
        url: '/dev/mailbox',
        ...remote,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    });
  });
});
