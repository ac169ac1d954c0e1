import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@innkeep/contract/dates';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local HTTP server on 127.0.0.1 that speaks like a channel's calendar endpoint: each path answers with
 * what the test put there (a body, a status, a redirect). It records every request.
 */
export async function startFeedServer() {
  const routes = new Map<string, Handler>();
  const requests: { path: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    const handler = routes.get(req.url ?? '');
    if (handler) return handler(req, res);
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    url: (path: string) => `${origin}${path}`,
    on: (path: string, handler: Handler) => routes.set(path, handler),
    /** Serves an iCalendar body, with an ETag; answers 304 to its own ETag. */
    ics: (path: string, body: string, etag?: string) =>
      routes.set(path, (req, res) => {
        if (etag && req.headers['if-none-match'] === etag) return res.writeHead(304).end();
        res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(etag ? { etag } : {}) });
        res.end(body);
      }),
    status: (path: string, status: number, body = '') =>
      routes.set(path, (_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(body)),
    redirect: (path: string, location: string) =>
      routes.set(path, (_req, res) => res.writeHead(302, { location }).end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/**
 * A fixture from ./fixtures with its `{{D+n}}` placeholders set to `today` plus n days (`YYYYMMDD`), so
 * the events are always in the future (or past) by the same amount.
 */
export function fixture(name: string, today: string): string {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  return text.replace(/\{\{D([+-]\d+)\}\}/g, (_m, n: string) =>
    addDays(today, Number(n)).replaceAll('-', ''),
  );
}

/** `today` plus n days as `YYYY-MM-DD`, as blocks are stored. */
export const dayFrom = (today: string) => (n: number) => addDays(today, n);

/**
 * A feed of `count` events in Airbnb's shape (CRLF, DESCRIPTION with a reservation link, about 360 bytes an
 * event, so 5,000 events are about 1.8 MB like the feed that once froze the server, docs/requirements/channels.md#R-CH3), one or more
 * nights each, spread over the next 500 days.
 */
export function largeFeed(today: string, count = 5000): string {
  const ymd = (n: number) => addDays(today, n).replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN'];
  lines.push('CALSCALE:GREGORIAN', 'VERSION:2.0');
  for (let i = 0; i < count; i++) {
    const start = 1 + (i % 500);
    const code = `HM${String(i).padStart(8, '0')}`;
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(start + 1 + (i % 3))}`,
      `DTSTART;VALUE=DATE:${ymd(start)}`,
      `UID:${code.toLowerCase()}-${String(i).padStart(6, '0')}a1b2c3d4e5f6a7b8c9d0e1f2@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${String(1000 + (i % 9000))}`,
      i % 4 === 0 ? 'SUMMARY:Airbnb (Not available)' : 'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}
