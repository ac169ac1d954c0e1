import { todayIso } from '@innkeep/contract/dates';
import { dayFrom, fixture, useChannelImport } from './channels.test-helpers.ts';

// docs/requirements/channels.md#R-CH5: each producer's feed added to listings in four far-apart zones. The nights expected are worked
// out by hand from each event's instant (the comments); every time is chosen at least an hour from midnight
// in all four zones whether or not daylight saving is on, so the answer holds on any day the test runs.
// Also run under TZ=America/Los_Angeles and TZ=Pacific/Auckland (vitest projects server:tz-*).
const today = todayIso();
const D = dayFrom(today);

const { listingWithFeed, blocksOf } = useChannelImport();

const ZONES = {
  capeTown: 'Africa/Johannesburg',
  tokyo: 'Asia/Tokyo',
  newYork: 'America/New_York',
  lisbon: 'Europe/Lisbon',
} as const;
type Place = keyof typeof ZONES;
/** Nights [from, to) as offsets from today, per listing. */
type Expected = Record<Place, [number, number, string][]>;

let seq = 0;
/** The blocks the feed makes on a new listing in `timeZone`, as [start, end, summary]. */
async function importInto(timeZone: string, body: string) {
  seq += 1;
  const { listingId, reply } = await listingWithFeed(`/zones-${seq}.ics`, body, { timeZone }, 'Calendar');
  expect(reply.data.last_error).toBeNull();
  return blocksOf(listingId);
}

async function expectNights(body: string, expected: Expected) {
  for (const place of Object.keys(ZONES) as Place[]) {
    const want = expected[place].map(([from, to, summary]) => [D(from), D(to), summary]);
    want.sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect({ place, blocks: await importInto(ZONES[place], body) }).toEqual({ place, blocks: want });
  }
}
/** The same nights in every zone. */
const everywhere = (rows: [number, number, string][]): Expected => ({
  capeTown: rows,
  tokyo: rows,
  newYork: rows,
  lisbon: rows,
});

describe('a time with a TZID is an instant, shown on the listing’s clock', () => {
  it('Thunderbird, Europe/Berlin: 22:00 in Berlin is the next morning in Tokyo; a cancelled occurrence frees its night', async () => {
    // 22:00 Berlin = 20:00Z or 21:00Z: 05:00/06:00 the next day in Tokyo, the same evening elsewhere.
    // The weekly guest leaves at 10:00 Berlin (08:00/09:00Z), the same morning everywhere; D+27 is cancelled.
    const late = 'Late arrival (Berlin time)';
    const weekly = 'Weekly guest';
    const west: [number, number, string][] = [
      [10, 11, late],
      [20, 21, weekly],
      [34, 35, weekly],
    ];
    await expectNights(fixture('thunderbird-berlin.ics', today), {
      capeTown: west,
      newYork: west,
      lisbon: west,
      tokyo: [
        [11, 12, late],
        [21, 22, weekly],
        [35, 36, weekly],
      ],
    });
  });

  it('Google, US/Central and a weekly America/Denver evening', async () => {
    // 20:00 Chicago = 01:00/02:00Z the next day; out 11:00 Chicago = 16:00/17:00Z (01:00/02:00 next day in Tokyo).
    // 19:00 Denver = 01:00/02:00Z the next day; 21:00 Denver = 03:00/04:00Z (23:00 or midnight in New York).
    const c = 'Cousins from Chicago';
    const o = 'Owner evening';
    const weekly = (shift: number): [number, number, string][] =>
      [100, 107, 114].map((d) => [d + shift, d + shift + 1, o]);
    await expectNights(fixture('google-tzid.ics', today), {
      capeTown: [[31, 33, c], ...weekly(1)],
      tokyo: [[31, 34, c], ...weekly(1)],
      newYork: [[30, 33, c], ...weekly(0)],
      lisbon: [[31, 33, c], ...weekly(1)],
    });
  });

  it('Exchange, Windows zone names (with and without a VTIMEZONE, quoted or not)', async () => {
    // W. Europe 20:00 = 18:00/19:00Z, out 10:00 = 08:00/09:00Z.
    // Tokyo Standard Time 10:00 = 01:00Z: 20:00/21:00 the evening before in New York.
    // Central 14:00 = 19:00/20:00Z (04:00/05:00 next day in Tokyo), out 07:00 = 12:00/13:00Z.
    const [b, g, c] = ['Booked by phone', 'Tokyo office guest', 'Chicago team'];
    await expectNights(fixture('exchange-windows-zones.ics', today), {
      capeTown: [
        [40, 42, b],
        [44, 46, g],
        [50, 52, c],
      ],
      tokyo: [
        [41, 42, b],
        [44, 46, g],
        [51, 52, c],
      ],
      newYork: [
        [40, 42, b],
        [43, 45, g],
        [50, 52, c],
      ],
      lisbon: [
        [40, 42, b],
        [44, 46, g],
        [50, 52, c],
      ],
    });
  });

  it('Outlook, a zone only its VTIMEZONE defines; floating times and all-day dates stay on the listing’s clock', async () => {
    // 02:00 in "Lodge Standard Time" (+05:00, +06:00 in summer) = 20:00/21:00Z the day before.
    const n = 'Night bus arrival';
    const rest: [number, number, string][] = [
      [80, 82, 'Floating (listing clock)'],
      [84, 86, 'All day'],
    ];
    await expectNights(fixture('outlook-custom-zone.ics', today), {
      capeTown: [[59, 61, n], ...rest],
      tokyo: [[60, 62, n], ...rest],
      newYork: [[59, 61, n], ...rest],
      lisbon: [[59, 61, n], ...rest],
    });
  });

  it('Meetup, an evening in America/Phoenix is the next day east of the Atlantic', async () => {
    // 19:00–21:00 Phoenix (no DST) = 02:00–04:00Z the next day; 21:00/22:00 the same evening in New York.
    const m = 'Sunset hike and dinner';
    await expectNights(fixture('meetup-phoenix.ics', today), {
      ...everywhere([[71, 72, m]]),
      newYork: [[70, 71, m]],
    });
  });
});

describe('Exchange: an all-day series’ moved occurrences', () => {
  it('a RECURRENCE-ID given as midnight in a TZID moves its date: the old dates open, the new ones blocked', async () => {
    // Weekly from D+7, six times; D+14 moved to D+16, D+21 to D+24, D+28 to D+30 for two nights.
    const [w, m] = ['Owner week', 'Owner week (moved)'];
    await expectNights(
      fixture('exchange-moved-all-day.ics', today),
      everywhere([
        [7, 8, w],
        [16, 17, m],
        [24, 25, m],
        [30, 32, m],
        [35, 36, w],
        [42, 43, w],
      ]),
    );
  });
});

describe('Zimbra: RDATE in every form RFC 5545 allows', () => {
  it('periods (start/end, start/duration, TZID or UTC), date-time lists with a TZID and date lists', async () => {
    // Noon in Berlin (10:00/11:00Z) is the same day in all four zones; a period's end is its occurrence's own.
    const [c, o] = ['Cleaning crew', 'Owner days'];
    await expectNights(
      fixture('zimbra-rdate-period.ics', today),
      everywhere([
        [5, 6, o],
        [10, 11, c],
        [17, 18, c],
        // D+40 12:00 to D+42 10:00 Berlin.
        [40, 42, c],
        // D+60 12:00 plus P2DT22H is D+63 10:00 Berlin.
        [60, 63, c],
        [80, 81, c],
        [90, 91, c],
        [100, 101, o],
        [110, 111, o],
        // D+120 10:00Z to D+121 09:00Z: 05:00/06:00 to 04:00/05:00 in New York, 19:00 to 18:00 in Tokyo.
        [120, 121, c],
      ]),
    );
  });
});

describe('Microsoft CDO: a rule written with spaces (decision 0071)', () => {
  it('BYDAY=MO, WE, FR is read as MO,WE,FR; its named VTIMEZONE is used', async () => {
    // The first Monday on or after D+7 (UTC weekday of a YYYY-MM-DD date: 1 is Monday).
    const monday = 7 + ((8 - new Date(`${D(7)}T00:00:00Z`).getUTCDay()) % 7);
    const body = fixture('cdo-byday-spaces.ics', today).replace(/\{\{MON\+(\d+)\}\}/g, (_m, n: string) =>
      D(monday + Number(n)).replaceAll('-', ''),
    );
    // Six all-day occurrences: Monday, Wednesday, Friday of two weeks.
    const h = 'Housekeeping days';
    const days: [number, number, string][] = [0, 2, 4, 7, 9, 11].map((d) => [monday + d, monday + d + 1, h]);
    // 20:00 in the CDO zone (+01:00/+02:00) = 18:00/19:00Z: the next morning in Tokyo; out 10:00 = 08:00/09:00Z.
    const g = 'Conference guest';
    await expectNights(body, {
      capeTown: [...days, [150, 152, g]],
      tokyo: [...days, [151, 152, g]],
      newYork: [...days, [150, 152, g]],
      lisbon: [...days, [150, 152, g]],
    });
  });
});
