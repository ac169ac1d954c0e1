import { formatDate } from '@innkeep/contract/dates';

/** `updated_at` shows as the created date (docs/requirements/wire.md#R-W10); instants are UTC, the date is the UTC day. */
export const shownDate = (instant: string) => formatDate(instant.slice(0, 10));
