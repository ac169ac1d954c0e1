import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@innkeep/contract/dates';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { createListing, type ListingInsert } from '../../factories/listings.factory.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';

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
 * The test file's feed server: started before its tests and closed after them (call after `useTestApp`, so
 * the file's own hooks find it). The handle is filled when it listens, so read it in hooks and tests only.
 */
export function useFeedServer(): FeedServer {
  const handle = {} as FeedServer;
  beforeAll(async () => {
    Object.assign(handle, await startFeedServer());
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** The host adds the calendar at `url` to a listing (`POST /api/channels`), which answers after its first sync. */
export const addChannel = (
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  payload: { listing_id: number; name: string; url: string },
) => t.app.inject({ method: 'POST', url: '/api/channels', headers, payload });

/**
 * The test file's app (allowed to fetch calendars from 127.0.0.1), its feed server and a signed-in host, with
 * the steps that import tests take: add a feed to a new listing, read the blocks it made, sync it again.
 */
export function useChannelImport(env: Record<string, string> = {}) {
  const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1', ...env });
  const feeds = useFeedServer();
  const host = useSignedInHost(t);
  let seq = 0;
  return {
    t,
    feeds,
    host,
    /**
     * A new listing of the host's with the calendar at `path` added (`body` served there unless null, when the
     * test serves it itself); the add must answer 200.
     */
    async listingWithFeed(
      path: string,
      body: string | null,
      listing: Partial<ListingInsert> = {},
      name = 'Channel',
    ) {
      seq += 1;
      const created = await createListing(t.db, host.user.id, {
        externalListingName: `Flat ${seq}`,
        ...listing,
      });
      if (body !== null) feeds.ics(path, body);
      const res = await addChannel(t, host.headers, { listing_id: created.id, name, url: feeds.url(path) });
      expect(res.statusCode).toBe(200);
      return { listingId: created.id, feedId: res.json().data.id as number, reply: res.json() };
    },
    /** The listing's blocks, soonest first, as [start, end, summary]. */
    blocksOf: async (listingId: number) =>
      (
        await t.db
          .select()
          .from(calendarBlocks)
          .where(eq(calendarBlocks.listingId, listingId))
          .orderBy(asc(calendarBlocks.startDate))
      ).map((b) => [b.startDate, b.endDate, b.summary]),
    feedRow: async (id: number) =>
      (await t.db.select().from(channelCalendars).where(eq(channelCalendars.id, id)))[0]!,
    syncNow: (feedId: number) =>
      t.app.inject({ method: 'POST', url: `/api/channels/${feedId}/sync`, headers: host.headers }),
  };
}

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
