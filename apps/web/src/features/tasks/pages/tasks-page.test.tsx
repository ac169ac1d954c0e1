import { addDays, todayIso } from '@innkeep/contract/dates';
import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import TasksPage from './tasks-page.tsx';

const fetchMock = stubFetch();

const task = (id: number, listing: string, due: string, status: TaskWithPhoto['status']): TaskWithPhoto => ({
  id,
  listing_id: id,
  reservation_id: null,
  channel_stay_id: null,
  channel_name: null,
  kind: 'turnover',
  title: null,
  due_date: due,
  window_start: `${due}T11:00`,
  window_end: null,
  assignee_id: null,
  status,
  listing_name: listing,
  address: 'Rua 1, Lisbon',
  next_guests: null,
  assignee_name: null,
  needs_photo: false,
  has_photo: false,
  photo_url: null,
  checklist: [],
});

describe('TasksPage', { timeout: 30_000 }, () => {
  it('keeps an open task from days before, still to do, and leaves out what was done then', async () => {
    const today = todayIso();
    const asked: string[] = [];
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/team/membership': () =>
          json(200, { data: { role: 'cleaner', host_name: 'Maria Santos', listing_ids: [] } }),
        'GET /api/tasks': (request) => {
          asked.push(request.url.searchParams.get('from') ?? '');
          return json(200, {
            data: [
              task(1, 'Overdue loft', addDays(today, -2), 'open'),
              task(2, 'Done flat', addDays(today, -1), 'done'),
              task(3, 'Today house', today, 'open'),
            ],
          });
        },
      }),
    );
    renderWithProviders(<TasksPage />, { route: '/tasks' });
    expect(await screen.findByRole('article', { name: 'Turnover · Today house' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Turnover · Overdue loft' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Turnover · Done flat' })).not.toBeInTheDocument();
    expect(asked[0]! < today).toBe(true);
  });
});
