import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderHookWithProviders, stubFetch } from '../../../test-render.tsx';
import { useChangeStatus } from './change-status.ts';

const fetchMock = stubFetch();

describe('a status change', () => {
  it('marks every view of the stay stale: the inbox, the dashboard, calendars, payouts and tasks too', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Status changed successfully.', data: {} }));
    const { result, client } = renderHookWithProviders(() => useChangeStatus());
    // As each feature keys them: the inbox's threads, the dashboard, the multi-calendar's grid, and so on.
    const views = [
      ['reservations', 'list', {}],
      ['conversations', 'list', 'activity'],
      ['dashboard'],
      ['calendar', 'grid', '2026-11-30', '2026-12-14'],
      ['payouts'],
      ['tasks', 'summary'],
      ['listTasks', '2026-11-30', '2026-12-14'],
    ];
    const other = ['listMyListings'];
    for (const key of [...views, other]) client.setQueryData(key, { data: [] });
    await act(() => result.current.mutateAsync({ reservation_id: 4, status_id: 2 }));
    expect(views.filter((key) => !client.getQueryState(key)?.isInvalidated)).toEqual([]);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
