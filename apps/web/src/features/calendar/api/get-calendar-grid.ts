import type { CalendarGrid } from '@innkeep/contract/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarKeys } from './get-calendar.ts';

/** `GET /api/calendar/grid`: all my listings over [from, to), each night with its price, stays and blocks. */
export async function getCalendarGrid(from: string, to: string, signal?: AbortSignal): Promise<CalendarGrid> {
  const body = await api.GET('/api/calendar/grid', { params: { query: { from, to } }, signal });
  return body.data;
}

export function useCalendarGrid(from: string, to: string) {
  return useQuery({
    // Under calendarKeys.all: blocking, unblocking and a new price refresh it.
    queryKey: [...calendarKeys.all, 'grid', from, to] as const,
    queryFn: ({ signal }) => getCalendarGrid(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
