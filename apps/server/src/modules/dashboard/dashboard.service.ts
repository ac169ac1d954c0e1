import {
  type Dashboard,
  FORWARD_MONTHS,
  HISTORY_MONTHS,
  lastMonths,
  type MonthFigures,
  monthlyFigures,
  monthOf,
  monthStart,
  occupancyPercent,
  UPCOMING_DAYS,
  upcomingWindow,
} from '@innkeep/contract/dashboard';
import { addDays, datesOnEarth } from '@innkeep/contract/dates';
import { toMajor } from '@innkeep/contract/money';
import { fullName } from '@innkeep/contract/names';
import { hostTimeZone, todayIn } from '@innkeep/contract/time-zones';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repository.ts';

/** Major units per currency, by currency code. */
function moneyWire(minorByCurrency: Record<string, number>) {
  return Object.entries(minorByCurrency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({ currency, amount: toMajor(minor, currency) }));
}

/** A month's nights, revenue net of taxes, and the taxes apart. */
const monthWire = (f: MonthFigures) => ({
  month: f.month,
  nights: f.nights,
  revenue: moneyWire(f.revenueMinor),
  taxes: moneyWire(f.taxesMinor),
});

/**
 * The signed-in host's figures (the rules are the contract's, dashboard.ts) at `now`. Each arrival and departure is
 * "today" by its listing's date (decision 0115); the months are those of the host's date, today in the zone most
 * of their listings are in.
 */
export async function dashboard(db: Db, hostId: number, now = new Date()): Promise<Dashboard> {
  // Read for every date a listing's today, or the host's, can be (in one round trip), then judge each stay
  // by its own listing's date and each month by the host's.
  const { earliest, latest } = datesOnEarth(now);
  const [own, stays, moves, work] = await Promise.all([
    repo.hostListings(db, hostId),
    repo.bookedStays(
      db,
      hostId,
      monthStart(lastMonths(monthOf(earliest), HISTORY_MONTHS)[0]!),
      monthStart(monthOf(latest), FORWARD_MONTHS + 1),
    ),
    repo.arrivingOrLeaving(db, hostId, earliest, addDays(latest, UPCOMING_DAYS)),
    repo.workToDo(db, hostId),
  ]);
  const timeZone = hostTimeZone(own.map((l) => l.timeZone));
  const today = todayIn(timeZone, now);
  const month = monthOf(today);
  const history = lastMonths(month, HISTORY_MONTHS);
  const ahead = [month, monthOf(monthStart(month, 1))];
  const forward = Array.from({ length: FORWARD_MONTHS }, (_, i) => monthOf(monthStart(month, i + 1)));
  const figures = monthlyFigures(stays, [...history, ...forward]);
  const byMonth = new Map(figures.map((f) => [f.month, f]));

  const upcoming = moves
    .flatMap((r) => {
      const listingToday = todayIn(r.timeZone, now);
      const last = upcomingWindow(listingToday).to;
      const who = {
        reservation_id: r.id,
        guest_name: fullName(r.firstName, r.lastName),
        listing_name: r.listingName,
      };
      const on = (kind: 'arrival' | 'departure', date: string) =>
        date >= listingToday && date <= last ? [{ ...who, kind, date, is_today: date === listingToday }] : [];
      return [...on('arrival', r.startDate), ...on('departure', r.endDate)];
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.reservation_id - b.reservation_id,
    );
  // Everything listed is within its listing's window: today, or one of the UPCOMING_DAYS after it.
  const count = (kind: 'arrival' | 'departure', isToday: boolean) =>
    upcoming.filter((u) => u.kind === kind && u.is_today === isToday).length;
  const listings = {
    published: own.filter((l) => !l.draft).length,
    drafts: own.filter((l) => l.draft).length,
  };

  return {
    today,
    time_zone: timeZone,
    listings,
    arrivals: { today: count('arrival', true), next_7_days: count('arrival', false) },
    departures: { today: count('departure', true), next_7_days: count('departure', false) },
    upcoming,
    pending_inquiries: work.inquiries,
    unpaid_holds: work.holds,
    months: ahead.map((m) => {
      const f = byMonth.get(m)!;
      return {
        ...monthWire(f),
        occupancy_percent: occupancyPercent(f.nights, listings.published, m),
      };
    }),
    history: history.map((m) => monthWire(byMonth.get(m)!)),
    forward: forward.map((m) => monthWire(byMonth.get(m)!)),
  };
}
