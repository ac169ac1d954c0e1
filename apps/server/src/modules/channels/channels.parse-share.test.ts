import { addDays, todayIso } from '@innkeep/contract/dates';
import { createListing } from '../../factories/listings.factory.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { parseFeed } from './channels.parse.ts';
import { addChannel, largeFeed, useFeedServer } from './channels.test-helpers.ts';

// docs/requirements/channels.md#R-CH4 (decision record 0057): one host's feed cannot make every host's calendar sync fail.
let seq = 0;
const today = todayIso();
const ymd = (date: string) => date.replaceAll('-', '');

const feeds = useFeedServer();

/** Signs in a host with one listing and one feed serving `body`; gives its Sync now. */
async function hostWithFeed(t: TestApp, body: string) {
  seq += 1;
  const host = await signedInHost(t.db);
  const listing = await createListing(t.db, host.user.id, { externalListingName: `Cabin ${seq}` });
  const path = `/feed-${seq}.ics`;
  // The first sync is a job; the feed is added with an empty calendar, then the body to test is served.
  feeds.ics(path, calendar());
  const res = await addChannel(t, host.headers, {
    listing_id: listing.id,
    name: 'Channel',
    url: feeds.url(path),
  });
  expect(res.statusCode, res.body).toBe(200);
  feeds.ics(path, body);
  const feedId = res.json().data.id as number;
  return () => t.app.inject({ method: 'POST', url: `/api/channels/${feedId}/sync`, headers: host.headers });
}

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
const booking = (uid: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${ymd(addDays(today, 3))}`,
    'DURATION:P2D',
    'SUMMARY:Reserved',
    'END:VEVENT',
  ].join('\r\n');

/** The probe's runaway feed: `count` series repeating every second (from 2020, as the probe sent). */
const runaway = (count: number, from = '20200101T000000Z') =>
  calendar(
    ...Array.from({ length: count }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:runaway-${i}`,
        `DTSTART:${from}`,
        'DURATION:PT1S',
        'RRULE:FREQ=SECONDLY',
        'END:VEVENT',
      ].join('\r\n'),
    ),
  );

/** A feed that is honest but slow to read: series stepping day by day through the past, within the budget. */
const slowFeed = () =>
  largeFeed(today, 4990).replace(
    'END:VCALENDAR',
    [
      ...Array.from({ length: 4 }, (_, i) =>
        [
          'BEGIN:VEVENT',
          `UID:past-${i}`,
          'DTSTART;VALUE=DATE:19900101',
          'DURATION:P1D',
          'RRULE:FREQ=DAILY;UNTIL=20201231',
          'END:VEVENT',
        ].join('\r\n'),
      ),
      'END:VCALENDAR',
    ].join('\r\n'),
  );

describe('a runaway feed beside another host’s', () => {
  const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1' });

  it('refuses 300 FREQ=SECONDLY series while the other host’s feed syncs first', {
    timeout: 60_000,
  }, async () => {
    const runawaySync = await hostWithFeed(t, runaway(300));
    const honestSync = await hostWithFeed(t, calendar(booking('honest-1')));
    const finished: string[] = [];
    const [bad, good] = await Promise.all([
      runawaySync().finally(() => finished.push('runaway')),
      honestSync().finally(() => finished.push('honest')),
    ]);
    expect(good.json().outcome).toMatchObject({ ok: true, added: 1 });
    // The runaway reads for about a second (29 s before the fix); the honest feed, on the other worker, in ms.
    expect(finished).toEqual(['honest', 'runaway']);
    expect(bad.json().outcome.ok).toBe(false);
    expect(bad.json().data.last_error).toMatch(/repeats|more than 5000 events/);
  });
});

describe('a feed past its parse deadline beside another host’s', () => {
  // The slow feed reads for over a second on a quiet machine, a one-event feed in a few ms: 600 ms parts them
  // with room on a loaded one (75 ms once failed the small feed under CI's load).
  const t = useTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: '1', ICAL_PARSE_DEADLINE_MS: '600' });

  it('fails alone; another host’s queued feed still syncs', { timeout: 60_000 }, async () => {
    const bigSync = await hostWithFeed(t, slowFeed());
    const smallSync = await hostWithFeed(t, calendar(booking('small-1')));
    const [big, small] = await Promise.all([bigSync(), smallSync()]);
    expect(big.json().outcome.ok).toBe(false);
    expect(big.json().data.last_error).toBe('The calendar took too long to read');
    expect(small.json().outcome).toMatchObject({ ok: true, added: 1 });
  });
});

describe('recurrences are expanded only as far as nights go', () => {
  it('reads a series finer than a day as the nights it touches, one a day', () => {
    const body = calendar(
      [
        'BEGIN:VEVENT',
        'UID:hourly',
        `DTSTART:${ymd(today)}T100000`,
        'DURATION:PT1H',
        'RRULE:FREQ=HOURLY;COUNT=72',
        'END:VEVENT',
      ].join('\r\n'),
    );
    // 72 hourly starts from 10:00 today reach 09:00 three days on: four nights, one block each.
    const events = parseFeed(body, 'UTC', new Date(`${today}T09:00:00Z`));
    expect(events.map((e) => e.startDate)).toEqual([0, 1, 2, 3].map((n) => addDays(today, n)));
  });

  it('refuses a feed whose series step through more than the budget, whole', { timeout: 60_000 }, () => {
    expect(() => parseFeed(runaway(300, '19900101T000000Z'), 'UTC')).toThrow(/repeats/);
  });
});
