import { formatDate } from '@innkeep/contract/dates';

/** The spec shows `updated_at` as the created date; instants are UTC, the date is the UTC day. */
export const shownDate = (instant: string) => formatDate(instant.slice(0, 10));
