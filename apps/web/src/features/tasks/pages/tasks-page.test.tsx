import { addDays, todayIso } from '@innkeep/contract/dates';
import { formatDayMonth } from '@innkeep/contract/formats';
import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import { taskMessages } from '@innkeep/contract/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerBy,
  bodiesSent,
  json,
  renderWithProviders,
  type SentRequest,
  stubFetch,
} from '../../../test-render.tsx';
import { teamMembership } from '../../../test-replies.ts';
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
  time_zone: 'UTC',
  next_guests: null,
  assignee_name: null,
  needs_photo: false,
  has_photo: false,
  photo_url: null,
  checklist: [],
});

/** The page as Maria Santos's cleaner sees it: the tasks are what `tasks` answers to the request. */
function renderForCleaner(tasks: (request: SentRequest) => TaskWithPhoto[]) {
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/team/membership': () => json(200, { data: teamMembership('cleaner') }),
      'GET /api/tasks': (request) => json(200, { data: tasks(request) }),
    }),
  );
  renderWithProviders(<TasksPage />, { route: '/tasks' });
}

/** The page as the host sees it with no task yet: `listings` to add one on, `saved` what adding it answers. */
function renderForHost(listings: object[], saved: TaskWithPhoto) {
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/team/membership': () => json(200, { data: null }),
      'GET /api/tasks': () => json(200, { data: [] }),
      'GET /api/team': () => json(200, { data: [] }),
      'GET /api/listings': () => json(200, { data: listings }),
      'POST /api/tasks': () => json(201, { message: taskMessages.saved, data: saved }),
    }),
  );
  renderWithProviders(<TasksPage />, { route: '/tasks' });
}

describe('TasksPage', { timeout: 30_000 }, () => {
  it('keeps an open task from days before, still to do, and leaves out what was done then', async () => {
    const today = todayIso();
    const asked: string[] = [];
    renderForCleaner((request) => {
      asked.push(request.url.searchParams.get('from') ?? '');
      return [
        task(1, 'Overdue loft', addDays(today, -2), 'open'),
        task(2, 'Done flat', addDays(today, -1), 'done'),
        task(3, 'Today house', today, 'open'),
      ];
    });
    expect(await screen.findByRole('article', { name: 'Turnover · Today house' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Turnover · Overdue loft' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Turnover · Done flat' })).not.toBeInTheDocument();
    expect(asked[0]! < today).toBe(true);
  });

  it('gives a turnover its window up to the next arrival, and another task its day', async () => {
    const today = todayIso();
    const plumber = {
      ...task(5, 'Boiler house', today, 'open'),
      kind: 'maintenance' as const,
      title: 'Let the plumber in',
      window_start: `${today}T00:00`,
    };
    renderForCleaner(() => [task(3, 'Today house', today, 'open'), plumber]);
    const turnover = await screen.findByRole('article', { name: 'Turnover · Today house' });
    expect(turnover).toHaveTextContent('until no next arrival yet');
    const other = screen.getByRole('article', { name: 'Let the plumber in · Boiler house' });
    expect(other).toHaveTextContent(`On ${formatDayMonth(today, { weekday: true })}`);
    expect(other).not.toHaveTextContent('arrival');
  });

  it('lists the tasks under a heading a day: overdue first, then today, tomorrow and the dates after', async () => {
    const today = todayIso();
    const later = addDays(today, 5);
    renderForCleaner(() => [
      task(4, 'Later villa', later, 'open'),
      task(3, 'Tomorrow flat', addDays(today, 1), 'open'),
      task(1, 'Overdue loft', addDays(today, -2), 'open'),
      task(2, 'Today house', today, 'open'),
    ]);
    await screen.findByRole('article', { name: 'Turnover · Today house' });
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Overdue', 'Today', 'Tomorrow', formatDayMonth(later, { weekday: true })]);
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('article', { name: 'Turnover · Overdue loft' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tomorrow' })).getAllByRole('article')).toHaveLength(1);
  });

  it('lets the host add a task by hand: what is missing is said at once, then it is sent', async () => {
    const today = todayIso();
    renderForHost([{ id: 3, external_listing_name: 'Harbour flat' }], task(9, 'Harbour flat', today, 'open'));
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
    await user.click(within(form).getByRole('checkbox', { name: 'Ask for a photo of the finished work' }));
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(taskMessages.saved);
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/tasks')).toEqual([
        {
          listing_id: 3,
          kind: 'maintenance',
          title: 'Fix the boiler',
          due_date: today,
          assignee_id: null,
          needs_photo: true,
        },
      ]),
    );
  });
});

describe('TasksPage by the listings’ dates', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('heads each task by its listing’s today: Jun 9 in Los Angeles and Jun 10 in Tokyo at 02:00 UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-10T02:00:00Z'));
    const at = (zone: string, t: TaskWithPhoto) => ({ ...t, time_zone: zone });
    const la = 'America/Los_Angeles';
    const tokyo = 'Asia/Tokyo';
    const asked: string[] = [];
    renderForCleaner((request) => {
      asked.push(request.url.search);
      return [
        at(la, task(1, 'Venice bungalow', '2099-06-09', 'open')),
        at(tokyo, task(2, 'Shibuya loft', '2099-06-09', 'open')),
        at(tokyo, task(3, 'Ginza flat', '2099-06-10', 'open')),
        at(la, task(4, 'Malibu house', '2099-06-10', 'open')),
        at(la, task(5, 'Done cabin', '2099-06-08', 'done')),
        at(tokyo, task(6, 'Far ryokan', '2099-06-24', 'open')),
        at(la, task(7, 'Too far villa', '2099-06-24', 'open')),
      ];
    });
    await screen.findByRole('article', { name: 'Turnover · Venice bungalow' });
    // From the earliest date on Earth (Jun 9) less the overdue week to the latest (Jun 10) and two weeks.
    expect(asked[0]).toBe('?from=2099-06-02&to=2099-06-24');
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Overdue', 'Today', 'Tomorrow', formatDayMonth('2099-06-24', { weekday: true })]);
    const names = (label: string) =>
      within(screen.getByRole('region', { name: label }))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));
    expect(names('Overdue')).toEqual(['Turnover · Shibuya loft']);
    expect(names('Today')).toEqual(['Turnover · Venice bungalow', 'Turnover · Ginza flat']);
    expect(names('Tomorrow')).toEqual(['Turnover · Malibu house']);
    // Two weeks ahead in Tokyo; fifteen days in Los Angeles; a done task of a day already over there.
    expect(names(formatDayMonth('2099-06-24', { weekday: true }))).toEqual(['Turnover · Far ryokan']);
    expect(screen.queryByRole('article', { name: 'Turnover · Done cabin' })).toBeNull();
  });

  it('dues a task added by hand on the chosen listing’s today: Jun 9 in Los Angeles at 02:00 UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-06-10T02:00:00Z'));
    renderForHost(
      [{ id: 3, external_listing_name: 'Venice bungalow', time_zone: 'America/Los_Angeles' }],
      task(9, 'Venice bungalow', '2099-06-09', 'open'),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a task' }));
    const form = await screen.findByRole('form', { name: 'Add a task' });
    const due = within(form).getByLabelText(/Due on/);
    expect(due).toHaveValue('2099-06-10');
    await user.click(within(form).getByRole('combobox', { name: 'Listing' }));
    await user.click(await screen.findByRole('option', { name: 'Venice bungalow', hidden: true }));
    expect(due).toHaveValue('2099-06-09');
    await user.type(within(form).getByRole('textbox', { name: 'What is to be done' }), 'Fix the boiler');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/tasks')).toEqual([
        {
          listing_id: 3,
          kind: 'maintenance',
          title: 'Fix the boiler',
          due_date: '2099-06-09',
          assignee_id: null,
          needs_photo: false,
        },
      ]),
    );
  });
});
