import { z } from 'zod';
import { addDays, nightsBetween } from './dates.ts';
import { ReservationStatus } from './reservations.ts';

/**
 * What the host dashboard counts (docs/decisions/0009-dashboard-figures.md).
 * - Booked: Paid (6) and Payment processing (4), the stays a guest has paid or is paying for. An approved
 *   hold (3) may still expire and an inquiry (1) holds nothing: they are listed apart, as work to do.
 * - Nights belong to the month they fall in: a stay from 30 Jan to 2 Feb has two nights in January and one
 *   in February. Occupancy of a month is its booked nights over (published listings x days in the month).
 * - Revenue follows the nights: a booked stay's total is shared out over its nights (whole minor units, the
 *   remainder on the first nights), and each night's share counts in that night's month, per currency.
 * - Revenue is net of the occupancy taxes the guest paid with the stay: the host owes those to the city, so
 *   they are shared out the same way and shown as their own figure (docs/requirements/host.md#R-H12).
 */
export const BOOKED_STATUSES: readonly number[] = [
  ReservationStatus.PaymentProcessing,
  ReservationStatus.Paid,
];

/** How far ahead "upcoming" arrivals and departures reach, after today. */
export const UPCOMING_DAYS = 7;
/** How many months the history chart shows, the current month last. */
export const HISTORY_MONTHS = 12;
/** How many months after the current one the charts show, as booked so far ("on the books"). */
export const FORWARD_MONTHS = 6;

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first day of the month `offset` months from `month` (`YYYY-MM`). */
export function monthStart(month: string, offset = 0): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(y, m - 1 + offset, 1);
  return d.toISOString().slice(0, 10);
}

export const daysInMonth = (month: string) => nightsBetween(monthStart(month), monthStart(month, 1));

/** `count` months ending with `month`'s, oldest first: `lastMonths('2026-02', 3)` is Dec, Jan, Feb. */
export function lastMonths(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(monthStart(month, i - count + 1)));
}

/** A stay's total shared out over its nights in whole minor units; the shares add up to the total exactly. */
export function nightlyShares(totalMinor: number, nights: number): number[] {
  if (nights <= 0) return [];
  const base = Math.floor(totalMinor / nights);
  const rest = totalMinor - base * nights;
  return Array.from({ length: nights }, (_, i) => base + (i < rest ? 1 : 0));
}

export interface BookedStay {
  startDate: string;
  endDate: string;
  totalPriceMinor: number;
  /** The occupancy taxes inside `totalPriceMinor`. */
  taxesMinor: number;
  currency: string;
}

export interface MonthFigures {
  month: string;
  nights: number;
  /** Minor units per currency code, net of taxes. */
  revenueMinor: Record<string, number>;
  /** Occupancy taxes collected for the host to pay on, minor units per currency code. */
  taxesMinor: Record<string, number>;
}

/** Booked nights and revenue of each month in `months`, from booked stays (nights outside are ignored). */
export function monthlyFigures(stays: readonly BookedStay[], months: readonly string[]): MonthFigures[] {
  const byMonth = new Map<string, MonthFigures>(
    months.map((month) => [month, { month, nights: 0, revenueMinor: {}, taxesMinor: {} }]),
  );
  const add = (into: Record<string, number>, currency: string, minor: number) => {
    into[currency] = (into[currency] ?? 0) + minor;
  };
  for (const stay of stays) {
    const nights = nightsBetween(stay.startDate, stay.endDate);
    const taxes = nightlyShares(stay.taxesMinor, nights);
    const shares = nightlyShares(stay.totalPriceMinor - stay.taxesMinor, nights);
    shares.forEach((share, i) => {
      const figures = byMonth.get(monthOf(addDays(stay.startDate, i)));
      if (!figures) return;
      figures.nights += 1;
      add(figures.revenueMinor, stay.currency, share);
      if (taxes[i]) add(figures.taxesMinor, stay.currency, taxes[i]);
    });
  }
  return [...byMonth.values()];
}

/** Booked nights over available listing-nights, as a whole percent; 0 without listings. */
export function occupancyPercent(nights: number, listings: number, month: string): number {
  const available = listings * daysInMonth(month);
  return available > 0 ? Math.round((nights / available) * 100) : 0;
}

// ---- GET /api/dashboard ---------------------------------------------------------------------------

export const MoneyWire = z.object({ currency: z.string(), amount: z.number() });

export const UpcomingStay = z.object({
  reservation_id: z.number(),
  kind: z.enum(['arrival', 'departure']),
  date: z.string(),
  /** The date is today at the stay's listing (its time zone): what "Arrivals today" counted it as. */
  is_today: z.boolean(),
  guest_name: z.string(),
  listing_name: z.string(),
});

export const MonthWire = z.object({
  month: z.string(),
  nights: z.number(),
  /** Major units per currency, by currency code, net of taxes; empty when nothing was booked. */
  revenue: z.array(MoneyWire),
  /** Occupancy taxes the guests paid, which the host pays on to the city; empty when there were none. */
  taxes: z.array(MoneyWire),
});

export const Dashboard = z.object({
  /** The host's date: today in `time_zone`. The months are this date's; each stay's "today" is its listing's. */
  today: z.string(),
  /** The zone most of the host's listings are in (contract time-zones.ts `hostTimeZone`); UTC without any. */
  time_zone: z.string(),
  listings: z.object({ published: z.number(), drafts: z.number() }),
  arrivals: z.object({ today: z.number(), next_7_days: z.number() }),
  departures: z.object({ today: z.number(), next_7_days: z.number() }),
  /** Arrivals and departures from today through UPCOMING_DAYS ahead (each by its listing's date), by date. */
  upcoming: z.array(UpcomingStay),
  pending_inquiries: z.number(),
  unpaid_holds: z.number(),
  /** This month and the next, with occupancy of the published listings. */
  months: z.array(MonthWire.extend({ occupancy_percent: z.number() })),
  /** HISTORY_MONTHS months, oldest first, ending with the current one. */
  history: z.array(MonthWire),
  /** The FORWARD_MONTHS months after the current one, as booked so far, soonest first. */
  forward: z.array(MonthWire),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const DashboardReply = z.object({ data: Dashboard });

/** The upcoming window: the day after today through UPCOMING_DAYS ahead (today is counted apart). */
export function upcomingWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, UPCOMING_DAYS) };
}
