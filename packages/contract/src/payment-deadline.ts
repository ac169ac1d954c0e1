/**
 * When an approved stay must be paid by, as the guest reads it: the listing's own clock in 24-hour time, its
 * zone named by its city, and the time left (`Jun 1, 2027, 11:00 Lisbon time · 23 hours left`).
 */
export interface PaymentDeadline {
  /** `Jun 1, 2027, 11:00` on the listing's clock. */
  at: string;
  /** `Lisbon time`, `New York time`; `UTC` for the zone without a city. */
  zone: string;
  /** `23 hours left`, `40 minutes left`; null once the deadline has passed. */
  left: string | null;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** `Europe/Lisbon` → `Lisbon time`, `America/Argentina/Buenos_Aires` → `Buenos Aires time`. */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ');
  return !city || !timeZone.includes('/') ? timeZone : `${city} time`;
}

/** The time left until `end`, in whole hours (rounded down) or, under an hour, whole minutes (rounded up). */
export function timeLeft(end: Date, now: Date): string | null {
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return null;
  if (ms >= HOUR_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  }
  const minutes = Math.ceil(ms / MINUTE_MS);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

export function paymentDeadline(iso: string, timeZone: string, now: Date = new Date()): PaymentDeadline {
  const end = new Date(iso);
  let zone = timeZone;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(end);
  } catch {
    // A zone this browser does not know: UTC, said so, rather than the guest's own clock unnamed.
    zone = 'UTC';
    parts = formatter('UTC').formatToParts(end);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    at: `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')}`,
    zone: zoneLabel(zone),
    left: timeLeft(end, now),
  };
}

function formatter(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
