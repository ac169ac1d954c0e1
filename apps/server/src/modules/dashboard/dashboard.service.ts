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
  upcomingWindow,
} from '@innkeep/contract/dashboard';
import { todayIso } from '@innkeep/contract/dates';
import { toMajor } from '@innkeep/contract/money';
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

/** The signed-in host's figures (the rules are the contract's, dashboard.ts), as of `today` (UTC for now). */
export async function dashboard(db: Db, hostId: number, today = todayIso()): Promise<Dashboard> {
  const month = monthOf(today);
  const history = lastMonths(month, HISTORY_MONTHS);
  const ahead = [month, monthOf(monthStart(month, 1))];
  const forward = Array.from({ length: FORWARD_MONTHS }, (_, i) => monthOf(monthStart(month, i + 1)));
  const window = upcomingWindow(today);
  const [listings, stays, moves, work] = await Promise.all([
    repo.listingCounts(db, hostId),
    repo.bookedStays(db, hostId, monthStart(history[0]!), monthStart(month, FORWARD_MONTHS + 1)),
    repo.arrivingOrLeaving(db, hostId, today, window.to),
    repo.workToDo(db, hostId),
  ]);
  const figures = monthlyFigures(stays, [...history, ...forward]);
  const byMonth = new Map(figures.map((f) => [f.month, f]));
  const inWindow = (d: string) => d >= window.from && d <= window.to;

  const upcoming = moves
    .flatMap((r) => {
      const who = {
        reservation_id: r.id,
        guest_name: `${r.firstName} ${r.lastName}`.trim(),
        listing_name: r.listingName,
      };
      return [
        ...(r.startDate >= today && r.startDate <= window.to
          ? [{ ...who, kind: 'arrival' as const, date: r.startDate }]
          : []),
        ...(r.endDate >= today && r.endDate <= window.to
          ? [{ ...who, kind: 'departure' as const, date: r.endDate }]
          : []),
      ];
    })
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.reservation_id - b.reservation_id,
    );
  const count = (kind: 'arrival' | 'departure', when: (d: string) => boolean) =>
    upcoming.filter((u) => u.kind === kind && when(u.date)).length;
  const isToday = (d: string) => d === today;

  return {
    today,
    listings,
    arrivals: { today: count('arrival', isToday), next_7_days: count('arrival', inWindow) },
    departures: { today: count('departure', isToday), next_7_days: count('departure', inWindow) },
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
