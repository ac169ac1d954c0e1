import { channelAnswered, channelMessages, notAdded } from '@innkeep/contract/channels';
import { bookingHorizon, nightsBetween, todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { channelCalendars } from '../../db/schema/channels.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { completeListing, postListing } from '../listings/listings.test-helpers.ts';
import { pollDueFeeds } from './channels.service.ts';
import { addChannel, dayFrom, fixture, useChannelImport } from './channels.test-helpers.ts';

// docs/requirements/channels.md#R-CH2: the shapes real platforms and calendar apps export, and feeds that cannot be read.
const today = todayIso();
const D = dayFrom(today);

const { t, feeds, host, listingWithFeed, blocksOf, feedRow, syncNow } = useChannelImport();

let seq = 0;
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, start: string, end: string, summary = 'Booked') =>
  ['BEGIN:VEVENT', `UID:${uid}`, start, end, `SUMMARY:${summary}`, 'END:VEVENT'].join('\r\n');
const ymd = (n: number) => D(n).replaceAll('-', '');

describe('real-world shapes', () => {
  it('Synology: dates without VALUE=DATE are read as the dates they are', async () => {
    const { listingId, reply } = await listingWithFeed(
      '/synology.ics',
      fixture('synology-bare-date.ics', today),
    );
    expect(reply.message).toBe(channelMessages.added);
    expect(reply.data).toMatchObject({ status: 'ok', last_error: null, event_count: 2 });
    expect(await blocksOf(listingId)).toEqual([
      [D(20), D(23), 'Owner stay'],
      [D(30), D(31), 'Maintenance'],
    ]);
  });

  it('a UTF-8 byte-order mark before BEGIN:VCALENDAR is ignored', async () => {
    const body = fixture('airbnb-bom.ics', today);
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const { listingId, reply } = await listingWithFeed('/bom.ics', body);
    expect(reply.data.last_error).toBeNull();
    expect(await blocksOf(listingId)).toEqual([[D(10), D(12), 'Reserved']]);
  });

  it('Apple: an end given as DURATION, all-day and timed', async () => {
    const { listingId } = await listingWithFeed('/apple.ics', fixture('apple-duration.ics', today));
    expect(await blocksOf(listingId)).toEqual([
      [D(40), D(43), 'Family'],
      // 15:00 on D+50 plus 1 day 20 hours is 11:00 on D+52: two nights.
      [D(50), D(52), 'Guests from the website'],
    ]);
  });

  it('Google: weekly series are expanded, EXDATE skipped, RDATE added, a moved occurrence follows its override', async () => {
    const { listingId, feedId, reply } = await listingWithFeed(
      '/google.ics',
      fixture('google-recurring.ics', today),
    );
    expect(reply.data).toMatchObject({ last_error: null, event_count: 10 });
    expect(await blocksOf(listingId)).toEqual([
      [D(1), D(2), 'Deep clean'],
      [D(3), D(4), 'Friend visiting'],
      [D(8), D(9), 'Deep clean'],
      [D(10), D(11), 'Friend visiting'],
      // D+15 is an EXDATE.
      [D(17), D(18), 'Friend visiting'],
      [D(22), D(23), 'Deep clean'],
      [D(24), D(25), 'Friend visiting'],
      // The D+29 occurrence was moved to D+30 for two nights.
      [D(30), D(32), 'Deep clean (moved)'],
      [D(36), D(37), 'Deep clean'],
      [D(100), D(101), 'Deep clean'],
    ]);
    const again = await syncNow(feedId);
    expect(again.json().outcome).toMatchObject({ ok: true, added: 0, updated: 0, removed: 0 });
  });

  it('an occurrence moved again on the channel is moved here, not added twice', async () => {
    const path = '/google-move.ics';
    const { listingId, feedId } = await listingWithFeed(path, fixture('google-recurring.ics', today));
    const moved = fixture('google-recurring.ics', today).replace(
      `DTSTART;VALUE=DATE:${ymd(30)}\r\nDTEND;VALUE=DATE:${ymd(32)}`,
      `DTSTART;VALUE=DATE:${ymd(33)}\r\nDTEND;VALUE=DATE:${ymd(34)}`,
    );
    feeds.ics(path, moved);
    expect((await syncNow(feedId)).json().outcome).toMatchObject({ added: 0, updated: 1, removed: 0 });
    const blocks = await blocksOf(listingId);
    expect(blocks).toContainEqual([D(33), D(34), 'Deep clean (moved)']);
    expect(blocks).not.toContainEqual([D(30), D(32), 'Deep clean (moved)']);
  });

  it('a daily series without end, started years ago, blocks each night up to the booking horizon only', async () => {
    const body = calendar(
      [
        'BEGIN:VEVENT',
        'UID:daily@x',
        'DTSTART;VALUE=DATE:20200101',
        'RRULE:FREQ=DAILY',
        'SUMMARY:Closed',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const { listingId } = await listingWithFeed('/daily.ics', body);
    const blocks = await blocksOf(listingId);
    expect(blocks[0]).toEqual([today, D(1), 'Closed']);
    expect(blocks.at(-1)?.[1]).toBe(bookingHorizon(today));
    expect(blocks).toHaveLength(nightsBetween(today, bookingHorizon(today)));
  });

  it('the same calendar with CRLF or LF line ends blocks the same nights', async () => {
    const crlf = fixture('booking.ics', today);
    expect(crlf).toContain('\r\n');
    const lf = crlf.replaceAll('\r\n', '\n');
    const a = await listingWithFeed('/crlf.ics', crlf);
    const b = await listingWithFeed('/lf.ics', lf);
    expect(await blocksOf(a.listingId)).toEqual([[D(5), D(8), 'CLOSED - Not available']]);
    expect(await blocksOf(b.listingId)).toEqual(await blocksOf(a.listingId));
  });
});

describe('the listing’s own zone', () => {
  it('a listing placed in Cape Town reads a channel’s 23:00Z as the next morning there', async () => {
    const saved = await postListing(
      t,
      host.headers,
      completeListing({ country: '', city: 'Cape Town', lat: -33.9249, lng: 18.4241 }),
      { draft: true },
    );
    const listingId = saved.json().data.id as number;
    feeds.ics(
      '/late.ics',
      calendar(event('late@x', `DTSTART:${ymd(20)}T230000Z`, `DTEND:${ymd(22)}T080000Z`)),
    );
    const res = await addChannel(t, host.headers, {
      listing_id: listingId,
      name: 'PMS',
      url: feeds.url('/late.ics'),
    });
    expect(res.statusCode).toBe(200);
    // 23:00Z is 01:00 the next day in Cape Town (UTC+2): check-in D+21, check-out D+22.
    expect(await blocksOf(listingId)).toEqual([[D(21), D(22), 'Booked']]);
  });
});

describe('a feed that cannot be read', () => {
  const good = () => event('good@x', `DTSTART;VALUE=DATE:${ymd(5)}`, `DTEND;VALUE=DATE:${ymd(7)}`);
  const cases: [string, () => string, string][] = [
    [
      'a NUL byte in a summary',
      () => calendar(event('a@x', `DTSTART;VALUE=DATE:${ymd(5)}`, `DTEND;VALUE=DATE:${ymd(7)}`, 'Bo\0oked')),
      channelMessages.binary,
    ],
    [
      'a NUL byte in a UID',
      () => calendar(event('a\0b@x', `DTSTART;VALUE=DATE:${ymd(5)}`, `DTEND;VALUE=DATE:${ymd(7)}`)),
      channelMessages.binary,
    ],
    [
      'a garbage body with NUL bytes',
      () => `BEGIN:VCALENDAR\0\0\u0001\u0002garbage\0`,
      channelMessages.binary,
    ],
    [
      'an event with an unreadable date',
      () => calendar(good(), event('odd@x', 'DTSTART:2027-02-15', 'DTEND:2027-02-18')),
      'An event in the calendar (UID odd@x) has dates that could not be read',
    ],
    ['a damaged file', () => 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART', channelMessages.unreadable],
    [
      // Decision 0071: only spaces around `,` `;` `=` are forgiven.
      'a recurrence rule still wrong without its spaces (BYDAY=M O)',
      () =>
        calendar(
          event(
            'rule@x',
            `DTSTART;VALUE=DATE:${ymd(5)}`,
            `DTEND;VALUE=DATE:${ymd(6)}\r\nRRULE:FREQ=WEEKLY;BYDAY=M O`,
          ),
        ),
      channelMessages.unreadable,
    ],
  ];

  it.each(cases)(
    '%s: Add refuses the address with why; no calendar is kept, nothing blocked',
    async (_name, body, error) => {
      seq += 1;
      const listing = await createListing(t.db, host.user.id, { externalListingName: `Cabin ${seq}` });
      feeds.ics(`/broken-${seq}.ics`, body());
      const url = feeds.url(`/broken-${seq}.ics`);
      const res = await addChannel(t, host.headers, { listing_id: listing.id, name: 'Channel', url });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: notAdded(error), errors: { url: [error] } });
      expect(
        await t.db.select().from(channelCalendars).where(eq(channelCalendars.listingId, listing.id)),
      ).toEqual([]);
      expect(await blocksOf(listing.id)).toEqual([]);
    },
  );

  it.each(cases)('%s on a feed that was good keeps its last good copy', async (_name, body, error) => {
    const path = `/was-good-${seq + 1}.ics`;
    const { listingId, feedId } = await listingWithFeed(path, calendar(good()));
    feeds.ics(path, body());
    const res = await syncNow(feedId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: channelMessages.syncFailed, data: { last_error: error } });
    expect(await blocksOf(listingId)).toEqual([[D(5), D(7), 'Booked']]);
  });

  it('never shows the parser’s own error text to the host', async () => {
    // ical.js says 'Invalid line (no token ";" or ":") "DTSTART;VALUE=DATE"' here.
    const { reply } = await listingWithFeed('/internal.ics', calendar());
    feeds.ics('/internal.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE\r\n');
    const res = (await syncNow(reply.data.id)).json();
    expect(res.data.last_error).toBe(channelMessages.unreadable);
    expect(JSON.stringify(res)).not.toMatch(/undefined|propertyGroups|invalid|Error/);
  });

  it('one unreadable feed in a poll round never stops the other feeds’ sync', async () => {
    const broken = await listingWithFeed('/round-broken.ics', calendar(good()));
    const fine = await listingWithFeed('/round-fine.ics', calendar(good()));
    feeds.ics('/round-broken.ics', calendar(event('odd@x', 'DTSTART:2027-02-15', 'DTEND:2027-02-18')));
    feeds.ics(
      '/round-fine.ics',
      calendar(good(), event('new@x', `DTSTART;VALUE=DATE:${ymd(9)}`, `DTEND;VALUE=DATE:${ymd(10)}`)),
    );
    // The broken feed is first in the round.
    await t.db
      .update(channelCalendars)
      .set({ nextSyncAt: new Date(Date.now() - 120_000) })
      .where(eq(channelCalendars.id, broken.feedId));
    await t.db
      .update(channelCalendars)
      .set({ nextSyncAt: new Date(Date.now() - 60_000) })
      .where(eq(channelCalendars.id, fine.feedId));

    expect(await pollDueFeeds(t.app.deps)).toBe(2);
    expect(await blocksOf(fine.listingId)).toEqual([
      [D(5), D(7), 'Booked'],
      [D(9), D(10), 'Booked'],
    ]);
    const row = await feedRow(broken.feedId);
    expect(row.lastError).toMatch(/UID odd@x/);
    expect(row.failureCount).toBe(1);
    expect(await blocksOf(broken.listingId)).toEqual([[D(5), D(7), 'Booked']]);
  });
});

describe('Add says one thing per outcome', () => {
  const post = (listingId: number, path: string) =>
    addChannel(t, host.headers, { listing_id: listingId, name: 'Airbnb', url: feeds.url(path) });

  it.each([404, 410, 401, 403, 500, 503, 204])(
    'a channel answering %i: not added, with what the status means; nothing kept',
    async (status) => {
      seq += 1;
      const listing = await createListing(t.db, host.user.id, { externalListingName: `Cabin ${seq}` });
      feeds.status(`/answer-${status}.ics`, status, '<html>Not here</html>');
      const res = await post(listing.id, `/answer-${status}.ics`);
      expect(res.statusCode).toBe(422);
      const reason = channelAnswered(status);
      expect(res.json()).toEqual({ message: notAdded(reason), errors: { url: [reason] } });
      expect(res.body).not.toMatch(/Calendar added/);
      expect(
        await t.db.select().from(channelCalendars).where(eq(channelCalendars.listingId, listing.id)),
      ).toEqual([]);
    },
  );

  it('the statuses read as what they mean to the host', () => {
    expect(channelAnswered(404)).toBe(
      'The channel has no calendar at this address (HTTP 404). Copy the calendar address from the channel again',
    );
    expect(channelAnswered(403)).toMatch(/refused to share this calendar \(HTTP 403\)/);
    expect(channelAnswered(503)).toMatch(/had an error \(HTTP 503\); try again later/);
  });

  it('a good calendar: "Calendar added" and nothing about a failure', async () => {
    const { reply } = await listingWithFeed('/fine-add.ics', fixture('airbnb.ics', today));
    expect(reply.message).toBe(channelMessages.added);
    expect(reply.data).toMatchObject({ last_error: null, status: 'ok' });
  });

  it('the same address added again after a refusal is added once it answers', async () => {
    seq += 1;
    const listing = await createListing(t.db, host.user.id, { externalListingName: `Cabin ${seq}` });
    feeds.status('/later.ics', 404);
    expect((await post(listing.id, '/later.ics')).statusCode).toBe(422);
    feeds.ics('/later.ics', fixture('airbnb.ics', today));
    const res = await post(listing.id, '/later.ics');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(channelMessages.added);
  });

  it('a calendar that later answers 404 keeps its nights and its card says why', async () => {
    const { listingId, feedId } = await listingWithFeed('/gone-later.ics', fixture('airbnb.ics', today));
    feeds.status('/gone-later.ics', 404);
    const res = (await syncNow(feedId)).json();
    expect(res).toMatchObject({
      message: channelMessages.syncFailed,
      data: { last_error: channelAnswered(404) },
    });
    expect(await blocksOf(listingId)).toHaveLength(2);
  });
});
