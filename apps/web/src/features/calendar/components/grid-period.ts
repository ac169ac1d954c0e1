import { addDays } from '@innkeep/contract/dates';

/** The multi-calendar's views and the nights each shows. */
export const VIEWS = { week: 7, '2weeks': 14, month: 31 } as const;
export type View = keyof typeof VIEWS;
const isView = (v: string | null): v is View => v !== null && Object.hasOwn(VIEWS, v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The nights the multi-calendar shows, from its query (`view`, `from`): two weeks from today unless asked
 * otherwise, a week on a phone. `to` is the morning after the last night.
 */
export function gridPeriod(params: URLSearchParams, phone: boolean, today: string) {
  const viewParam = params.get('view');
  const view: View = isView(viewParam) ? viewParam : phone ? 'week' : '2weeks';
  const fromParam = params.get('from');
  const from = fromParam && DATE.test(fromParam) ? fromParam : today;
  const days = Array.from({ length: VIEWS[view] }, (_, i) => addDays(from, i));
  const to = addDays(from, VIEWS[view]);
  return { view, from, to, days };
}
