import { operationKey } from '@innkeep/api-client/query-keys';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every view that shows a reservation's status, dates or money to its host, by their features' keys: the
 * reservations list and drawer, the inbox's threads and badge, the dashboard's counts, the calendars, the
 * payouts, and the turnover tasks a paid stay makes (decision 0103).
 */
const STAY_VIEWS = [
  ['reservations'],
  ['conversations'],
  ['dashboard'],
  ['calendar'],
  ['payouts'],
  ['tasks'],
  operationKey('listTasks'),
] as const;

/** After a reservation changed or went: every view of it is stale, wherever the host goes next. */
export function refreshStayViews(client: QueryClient): Promise<void> {
  return Promise.all(STAY_VIEWS.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
