import { formatDate } from '@innkeep/contract/dates';

/**
 * An instant as its UTC day: instants are UTC. `updated_at` shows this way as the created date
 * (docs/requirements/wire.md#R-W10).
 */
export const shownDate = (instant: string) => formatDate(instant.slice(0, 10));
