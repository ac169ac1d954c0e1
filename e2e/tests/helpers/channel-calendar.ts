import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '../../fixtures.ts';

// A channel's calendar served by the spec itself on 127.0.0.1: the e2e server runs with
// ICAL_ALLOW_PRIVATE_HOSTS=1 (playwright.config.ts) so it may fetch it.

export const compact = (date: string) => date.replaceAll('-', '');

/** One all-day event as Airbnb exports it (`YYYY-MM-DD` dates, the end exclusive). */
export const event = (uid: string, start: string, end: string, summary = 'Reserved') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261120T000000Z\r\nDTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(end)}\r\nSUMMARY:${summary}\r\nEND:VEVENT\r\n`;

/** An Airbnb calendar of these events. */
export const calendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

/**
 * Serves calendars for the spec's tests: started before them, closed after. `answer` writes the reply to each
 * request; the handle's `url(path)` is the address a host pastes, valid once the tests run.
 */
export function serveCalendars(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  let server: Server | undefined;
  let origin = '';
  test.beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { url: (path: string) => `${origin}${path}` };
}

/** Answers every request with the one calendar. */
export const always = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
};
