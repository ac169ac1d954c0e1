import type { TaskWithPhoto } from '@innkeep/contract/tasks';
import { taskMessages } from '@innkeep/contract/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { TaskCard } from './task-card.tsx';

const fetchMock = stubFetch();

const turnover = (status: TaskWithPhoto['status'], ticked: boolean[]): TaskWithPhoto => ({
  id: 1,
  listing_id: 1,
  reservation_id: 3,
  channel_stay_id: null,
  channel_name: null,
  kind: 'turnover',
  title: null,
  due_date: '2026-12-05',
  window_start: '2026-12-05T11:00',
  window_end: '2026-12-10T15:00',
  assignee_id: 5,
  status,
  listing_name: 'Alfama Apartment',
  address: 'Rua 1, Lisbon',
  time_zone: 'Europe/Lisbon',
  next_guests: 3,
  assignee_name: 'Carla Mendes',
  needs_photo: false,
  has_photo: false,
  photo_url: null,
  checklist: ['Strip and make the beds', 'Towels and bathroom', 'Restock supplies'].map((label, i) => ({
    label,
    done: ticked[i] ?? false,
  })),
});

describe('TaskCard', () => {
  it('shows a done task’s checklist as the cleaner ticked it, so the host sees what was skipped', () => {
    renderWithProviders(<TaskCard task={turnover('done', [true, true, false])} />);
    const list = within(screen.getByRole('group', { name: 'Checklist' }));
    expect(list.getByRole('checkbox', { name: 'Strip and make the beds' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Towels and bathroom' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Restock supplies' })).not.toBeChecked();
  });

  it('shows the upload’s own refusal after a refused Mark done, not the stale "add a photo"', async () => {
    const task = { ...turnover('open', []), needs_photo: true };
    fetchMock.mockImplementation(
      answerBy({
        'POST /api/tasks/1/done': () =>
          json(422, { message: 'invalid', errors: { photo: [taskMessages.photoRequired] } }),
        'POST /api/tasks/1/photo': () =>
          json(422, { message: 'invalid', errors: { photo: [taskMessages.photoNotImage] } }),
      }),
    );
    const { container } = renderWithProviders(<TaskCard task={task} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taskMessages.photoRequired);
    const file = new File(['not an image'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(await screen.findByText(taskMessages.photoNotImage)).toBeInTheDocument();
    expect(screen.queryByText(taskMessages.photoRequired)).not.toBeInTheDocument();
  });

  it('lets the host ask for a photo of the finished work on a task', async () => {
    const task = turnover('open', []);
    fetchMock.mockImplementation(
      answerBy({
        'PUT /api/tasks/1': () =>
          json(200, { message: taskMessages.saved, data: { ...task, needs_photo: true } }),
      }),
    );
    renderWithProviders(<TaskCard task={task} assignees={[{ value: '5', label: 'Carla Mendes' }]} />);
    const ask = screen.getByRole('checkbox', { name: 'Ask for a photo of the finished work' });
    expect(ask).not.toBeChecked();
    await userEvent.click(ask);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT /api/tasks/1')).toEqual([{ needs_photo: true }]));
  });

  it('shows a cleaner no photo request to change', () => {
    renderWithProviders(<TaskCard task={turnover('open', [])} />);
    expect(screen.queryByRole('checkbox', { name: 'Ask for a photo of the finished work' })).toBeNull();
  });

  it('shows the photo of the finished work once there is one, opening full size', () => {
    const task = { ...turnover('done', []), has_photo: true, photo_url: '/uploads/tasks/1/a.png' };
    renderWithProviders(<TaskCard task={task} />);
    const photo = screen.getByRole('img', { name: 'Photo of the finished work at Alfama Apartment' });
    expect(photo).toHaveAttribute('src', '/uploads/tasks/1/a.png');
    expect(photo.closest('a')).toHaveAttribute('href', '/uploads/tasks/1/a.png');
  });
});
