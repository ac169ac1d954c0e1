import { formatDate } from '@innkeep/contract/dates';

const DAY_MS = 86_400_000;

/** A day as stays, URLs and the API write it: `YYYY-MM-DD`, the date in UTC (the suite runs in UTC). */
export const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The day `days` whole days from this moment, in UTC (`daysFromNow(0)` is today). */
export const daysFromNow = (days: number) => iso(new Date(Date.now() + days * DAY_MS));

/** A calendar's day button is named by contract/dates.ts formatDate: "Jan 10, 2027". */
export const dayLabel = (d: Date) => formatDate(iso(d));
