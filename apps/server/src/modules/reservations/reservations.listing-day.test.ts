import { addDays } from '@innkeep/contract/dates';
import { reservationMessages as msg, ReservationStatus as S } from '@innkeep/contract/reservations';
import { checkInInstant } from '@innkeep/contract/trip';
import { createListing } from '../../factories/listings.factory.ts';
import { createReservation } from '../../factories/reservations.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import { AppError } from '../../lib/errors.ts';
import { laEveningClock } from '../../test/listing-day-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { changeByHost } from './reservations.change.ts';
import { listForHost } from './reservations.service.ts';

/**
 * Whether a stay being approved has begun is the listing's date, not UTC's (decision 0115), at 02:00 UTC: the
 * evening before in Los Angeles, mid-morning in Tokyo.
 */
const { now, laToday: yesterday, utcDay } = laEveningClock();

const t = useTestApp();
let hostId: number;
let la: number;
let tokyo: number;
beforeAll(async () => {
  hostId = (await createUser(t.db)).id;
  la = (await createListing(t.db, hostId, { timeZone: 'America/Los_Angeles' })).id;
  tokyo = (await createListing(t.db, hostId, { timeZone: 'Asia/Tokyo' })).id;
});

let guests = 0;
const inquiry = (listingId: number, startDate: string) =>
  createReservation(t.db, listingId, {
    startDate,
    endDate: addDays(startDate, 2),
    statusId: S.Inquiry,
    emailAddress: `guest${++guests}@example.com`,
  });
const approve = (reservationId: number, at: Date) =>
  changeByHost(t.app.deps, hostId, { reservation_id: reservationId, status_id: S.AwaitingPayment }, at);

describe('approving by the listing’s date', () => {
  it('approves an inquiry checking in tonight in Los Angeles while UTC is already tomorrow', async () => {
    const r = await inquiry(la, yesterday);
    const { data } = await approve(r.id, now);
    expect(data.status.id).toBe(S.AwaitingPayment);
    // Each row says its listing's zone, so the web offers the moves of the same date.
    expect(data.time_zone).toBe('America/Los_Angeles');
    // And when it checks in there: the host may cancel a paid stay until then.
    expect(data.check_in_at).toBe(checkInInstant(yesterday, null, 'America/Los_Angeles').toISOString());
    const listed = (await listForHost(t.db, hostId)).data.find((row) => row.id === r.id);
    expect(listed?.time_zone).toBe('America/Los_Angeles');
  });

  it('refuses one whose check-in has passed in Tokyo, with the begun-stay message', async () => {
    const r = await inquiry(tokyo, yesterday);
    const refused = await approve(r.id, now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: msg.pastStay });
  });

  it('refuses in Tokyo at 8 pm UTC a check-in that is still today in UTC', async () => {
    // 20:00 UTC the day before utcDay is 05:00 on utcDay in Tokyo: a check-in on the UTC date has passed there.
    const evening = new Date(`${yesterday}T20:00:00Z`);
    const r = await inquiry(tokyo, yesterday);
    const refused = await approve(r.id, evening).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: msg.pastStay });
  });
});

describe('the host’s list, upcoming or past by the listing’s date', () => {
  it('keeps a stay ending on the UTC date upcoming in Los Angeles, where that day has not come', async () => {
    // Listings of their own: the approvals above hold these dates on the others.
    const paid = async (timeZone: string) =>
      createReservation(t.db, (await createListing(t.db, hostId, { timeZone })).id, {
        startDate: addDays(utcDay, -3),
        endDate: utcDay,
        statusId: S.Paid,
        emailAddress: `guest${++guests}@example.com`,
      });
    const [inLa, inTokyo] = [await paid('America/Los_Angeles'), await paid('Asia/Tokyo')];
    const ids = async (when: 'upcoming' | 'past') =>
      (await listForHost(t.db, hostId, { when }, now)).data
        .map((row) => row.id)
        .filter((id) => id === inLa.id || id === inTokyo.id);
    expect(await ids('upcoming')).toEqual([inLa.id]);
    expect(await ids('past')).toEqual([inTokyo.id]);
    // Unfiltered, the Los Angeles stay stands among the upcoming ones, before every past one.
    const all = (await listForHost(t.db, hostId, {}, now)).data.map((row) => row.id);
    expect(all.indexOf(inLa.id)).toBeLessThan(all.indexOf(inTokyo.id));
  });
});
