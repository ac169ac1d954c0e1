import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatDayMonth } from '@innkeep/contract/formats';
import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import { taskMessages } from '@innkeep/contract/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
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

  it('lists the tasks under a heading a day: overdue first, then today, tomorrow and the dates after', async () => {
    const today = todayIso();
    const later = addDays(today, 5);
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/team/membership': () =>
          json(200, { data: { role: 'cleaner', host_name: 'Maria Santos', listing_ids: [] } }),
        'GET /api/tasks': () =>
          json(200, {
            data: [
              task(4, 'Later villa', later, 'open'),
              task(3, 'Tomorrow flat', addDays(today, 1), 'open'),
              task(1, 'Overdue loft', addDays(today, -2), 'open'),
              task(2, 'Today house', today, 'open'),
            ],
          }),
      }),
    );
    renderWithProviders(<TasksPage />, { route: '/tasks' });
    await screen.findByRole('article', { name: 'Turnover · Today house' });
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Overdue', 'Today', 'Tomorrow', formatDayMonth(later, { weekday: true })]);
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('article', { name: 'Turnover · Overdue loft' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tomorrow' })).getAllByRole('article')).toHaveLength(1);
  });

  it('lets the host add a task by hand: what is missing is said at once, then it is sent', async () => {
    const today = todayIso();
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/team/membership': () => json(200, { data: null }),
        'GET /api/tasks': () => json(200, { data: [] }),
        'GET /api/team': () => json(200, { data: [] }),
        'GET /api/listings': () => json(200, { data: [{ id: 3, external_listing_name: 'Harbour flat' }] }),
        'POST /api/tasks': () =>
          json(201, { message: taskMessages.saved, data: task(9, 'Harbour flat', today, 'open') }),
      }),
    );
    renderWithProviders(<TasksPage />, { route: '/tasks' });
    const user = userEvent.setup();
    // Closed at first: the day's tasks come first on a phone.
    const open = await screen.findByRole('button', { name: 'Add a task' });
    expect(screen.queryByRole('form', { name: 'Add a task' })).toBeNull();
    await user.click(open);
    const form = await screen.findByRole('form', { name: 'Add a task' });
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByText(taskMessages.listingInvalid)).toBeInTheDocument();
    expect(within(form).getByText(taskMessages.titleRequired)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/tasks')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Listing' }));
    await user.click(await screen.findByRole('option', { name: 'Harbour flat', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: 'What is to be done' }), 'Fix the boiler');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(taskMessages.saved);
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/tasks')).toEqual([
        { listing_id: 3, kind: 'maintenance', title: 'Fix the boiler', due_date: today, assignee_id: null },
      ]),
    );
  });
});
