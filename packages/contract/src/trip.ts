import { z } from 'zod';
import { DEFAULT_CHECK_IN_TIME } from './cancellation.ts';
import { PhoneLinkWire } from './common.ts';
import { addDays } from './dates.ts';
import { isTimeZone, zonedInstant } from './time-zones.ts';

/**
 * The trip: what a guest needs to reach and enter a paid stay (decision 0033). The server sends it with
 * `GET /api/bookings/reservation/{hash}` only once the stay is paid; the door code and the Wi-Fi only from
 * ACCESS_DETAILS_HOURS before check-in until the end of the check-out day, at the listing's time zone
 * (decision 0055).
 */
export const ACCESS_DETAILS_HOURS = 48;

const HOUR_MS = 3_600_000;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)/;

/** The instant of check-in: the start date at the window's first hour (or 15:00) at the listing. */
export function checkInInstant(startDate: string, checkInTime: string | null, timeZone: string): Date {
  const m = CLOCK.exec(checkInTime ?? '') ?? CLOCK.exec(DEFAULT_CHECK_IN_TIME);
  return zonedInstant(startDate, Number(m?.[1]), Number(m?.[2]), isTimeZone(timeZone) ? timeZone : 'UTC');
}

/** Check-out when the listing names no time. */
export const DEFAULT_CHECK_OUT_TIME = '11:00';

/**
 * The instant of check-out: the end date at the listing's check-out time (or 11:00) in its zone. The stay is
 * over from then: reviews open, the trip page thanks the guest, and nothing is left to cancel.
 */
export function checkOutInstant(endDate: string, checkOutTime: string | null, timeZone: string): Date {
  const m = CLOCK.exec(checkOutTime ?? '') ?? CLOCK.exec(DEFAULT_CHECK_OUT_TIME);
  return zonedInstant(endDate, Number(m?.[1]), Number(m?.[2]), isTimeZone(timeZone) ? timeZone : 'UTC');
}

/** From when the door code and the Wi-Fi are shown: ACCESS_DETAILS_HOURS before check-in. */
export function accessDetailsFrom(checkInAt: Date): Date {
  return new Date(checkInAt.getTime() - ACCESS_DETAILS_HOURS * HOUR_MS);
}

/** Until when they are shown: the end of the check-out day at the listing (midnight after it). */
export function accessDetailsUntil(endDate: string, timeZone: string): Date {
  return zonedInstant(addDays(endDate, 1), 0, 0, isTimeZone(timeZone) ? timeZone : 'UTC');
}

/** The stay a door code is given for: its dates, its check-in time and zone, and whether it was cancelled. */
export interface AccessStay {
  startDate: string;
  endDate: string;
  checkInTime: string | null;
  timeZone: string;
  cancelled: boolean;
}

/**
 * The window in which a stay's guest may read the door code and the Wi-Fi, and whether `now` is in it: never
 * for a cancelled stay; a past guest must not learn the code the host set for the next one.
 */
export function accessWindow(stay: AccessStay, now: Date) {
  const from = accessDetailsFrom(checkInInstant(stay.startDate, stay.checkInTime, stay.timeZone));
  const until = accessDetailsUntil(stay.endDate, stay.timeZone);
  const t = now.getTime();
  return {
    from,
    until,
    open: !stay.cancelled && t >= from.getTime() && t < until.getTime(),
    ended: t >= until.getTime(),
  };
}

/** A map link that opens anywhere without a key: the point when it is known, else a search for the address. */
export function mapUrl(lat: number | null, lng: number | null, address: string): string {
  if (lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng)) {
    const [la, ln] = [lat.toFixed(6), lng.toFixed(6)];
    return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=17/${la}/${ln}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** `"08:30"`-style times as they read; null stays null. */
export function clockText(value: string | null): string | null {
  const m = CLOCK.exec(value ?? '');
  return m ? `${m[1]}:${m[2]}` : null;
}

/** The check-in window in words: `15:00–20:00`, `from 15:00`, or null when the listing names none. */
export function checkInWindowText(from: string | null, until: string | null): string | null {
  const [a, b] = [clockText(from), clockText(until)];
  if (a && b) return `${a}–${b}`;
  if (a) return `from ${a}`;
  if (b) return `until ${b}`;
  return null;
}

export const TripAccess = z.object({
  /** ISO instant from which the door code and Wi-Fi are given. */
  available_from: z.string(),
  /** ISO instant from which they are no longer given: the end of the check-out day at the listing. */
  available_until: z.string(),
  /** False outside [`available_from`, `available_until`): the three values below are then null. */
  available: z.boolean(),
  /** True once `available_until` has passed (the server's clock decides, not the browser's). */
  ended: z.boolean(),
  door_code: z.string().nullable(),
  wi_fi_username: z.string().nullable(),
  wi_fi_password: z.string().nullable(),
});

/** The trip section of a paid stay; absent (null) before payment. Times are the listing's `HH:MM`. */
export const Trip = z.object({
  address: z.object({
    line: z.string(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    country: z.string().nullable(),
    map_url: z.string(),
  }),
  time_zone: z.string(),
  check_in_from: z.string().nullable(),
  check_in_until: z.string().nullable(),
  check_out_time: z.string().nullable(),
  /** ISO instant of check-in (the window's start, or 15:00), at the listing's zone. */
  check_in_at: z.string(),
  host: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    /** `phone` as shown and dialled. */
    phone_link: PhoneLinkWire.nullable(),
    email: z.string().nullable(),
  }),
  key_pickup: z.string().nullable(),
  house_manual: z.string().nullable(),
  house_rules: z.string().nullable(),
  special_instruction: z.string().nullable(),
  /** True from `check_in_at` (server's clock): the guest may be there now. */
  checked_in: z.boolean(),
  /** True from check-out (the last day at `check_out_time`, or 11:00): the stay is over (server's clock). */
  checked_out: z.boolean(),
  access: TripAccess,
});
export type Trip = z.infer<typeof Trip>;
