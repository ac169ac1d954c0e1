import { IdParams, text } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { mailboxItem, mailboxList, PRODUCT_NAME } from './mail.service.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${PRODUCT_NAME} mailbox</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f8f9fa}
header{background:#2b8a3e;color:#fff;padding:12px 16px}header a{color:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #e9ecef;vertical-align:top;font-size:14px}
td a{color:#2b8a3e;font-weight:600}
.muted{color:#52606d;font-size:13px}.badge{font-size:12px;padding:2px 6px;border-radius:4px;background:#e9ecef}
iframe{width:100%;height:70vh;border:1px solid #dee2e6;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #dee2e6;padding:12px;font-size:13px}
form{margin:0 0 12px}input{padding:6px;font-size:14px;max-width:100%}
@media (max-width:600px){.hide-sm{display:none}}
</style></head><body>
<header><a href="/dev/mailbox"><strong>${PRODUCT_NAME} dev mailbox</strong></a>
<span class="muted" style="color:#d3f9d8"> — e-mails kept by the embedded outbox (no SMTP_URL set)</span></header>
<main>${body}</main></body></html>`;

/** Extra headers (List-Unsubscribe …) as a small definition list, so a developer can check them. */
const headerList = (headers: Record<string, string> | null) =>
  headers && Object.keys(headers).length > 0
    ? `<dl class="muted">${Object.entries(headers)
        .map(([k, v]) => `<dt><strong>${esc(k)}</strong></dt><dd>${esc(v)}</dd>`)
        .join('')}</dl>`
    : '';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The dev mailbox: every e-mail the app wrote to the outbox, newest first. Registered only while the
 * outbox adapter is active (no SMTP_URL), and answered only to this machine (the socket's own address,
 * never a forwarded one): a server that forgot SMTP_URL must not hand reset links to the internet.
 */
export const mailboxRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      }
    });
    app.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: z.object({ to: text().max(254).optional() }) } },
      async (request, reply) => {
        const to = request.query.to?.trim().toLowerCase();
        const rows = await mailboxList(db, to);
        const items = rows
          .map(
            (m) => `<tr><td><a href="/dev/mailbox/${m.id}">${esc(m.subject)}</a></td><td>${esc(m.to)}</td>
<td class="hide-sm muted">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</td>
<td class="hide-sm"><span class="badge">${esc(m.status)}</span></td></tr>`,
          )
          .join('');
        const body = `<h1>Mailbox</h1>
<form method="get"><label>Recipient <input type="search" name="to" value="${esc(to ?? '')}" placeholder="name@example.com"></label> <button>Filter</button></form>
${rows.length ? `<table><thead><tr><th>Subject</th><th>To</th><th class="hide-sm">Created</th><th class="hide-sm">Status</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No e-mails yet.</p>'}`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page('Mailbox', body));
      },
    );

    app.get('/dev/mailbox/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
      const m = await mailboxItem(db, request.params.id);
      if (!m)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Not found', '<p>No such e-mail.</p>'));
      const body = `<p><a href="/dev/mailbox">&larr; All e-mails</a></p>
<h1>${esc(m.subject)}</h1>
<p class="muted">To ${esc(m.to)} · ${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${esc(m.status)}${m.lastError ? ` · last error: ${esc(m.lastError)}` : ''}</p>
${headerList(m.headers)}<iframe title="E-mail content" src="/dev/mailbox/${m.id}/html"></iframe>
<h2>Plain text</h2><pre>${esc(m.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(m.subject, body));
    });

    app.get('/dev/mailbox/:id/html', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
      const m = await mailboxItem(db, request.params.id);
      if (!m) return reply.status(404).send({ error: 'No such e-mail', code: 'NOT_FOUND' });
      // Links in the mail open in the whole tab, as they would from a mail client, not inside the frame.
      const html = m.html.replace(/<head>/i, '<head><base target="_top">');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  };
