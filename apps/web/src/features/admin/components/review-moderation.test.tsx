import type { AdminReview } from '@innkeep/contract/admin';
import type { StayReview } from '@innkeep/contract/stay-reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StayReviewItem } from '../../../components/stay-review.tsx';
import { bodiesSent, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import AdminReviewsPage from '../pages/admin-reviews-page.tsx';
import { ReviewHistoryDialog } from './review-history-dialog.tsx';
import { ReviewNoteDialog } from './review-note-dialog.tsx';

const fetchMock = stubFetch();

const stayReview: AdminReview = {
  id: 7,
  first_name: 'Cleo',
  last_name: 'Keller',
  message: 'Noisy at night, the bed was hard',
  created_at: '2026-05-02T10:00:00.000Z',
  updated_at: '2026-05-02T10:00:00.000Z',
  listing_id: 3,
  listing_name: 'Casa Azul',
  reservation_id: 12,
  rating: 2,
  hidden: false,
  admin_note: null,
  admin_note_at: null,
};
const siteReview: AdminReview = {
  ...stayReview,
  id: 8,
  first_name: 'Site',
  listing_id: null,
  reservation_id: null,
  rating: null,
};

describe("the stay page shows the guest's words and the platform's note apart", () => {
  const shown: StayReview = {
    id: 7,
    first_name: 'Cleo',
    rating: 2,
    text: 'Noisy at night, the bed was hard',
    stay_month: '2026-04',
    verified: true,
    admin_note: null,
    admin_note_at: null,
  };
  it('without a note: the review alone', () => {
    renderWithProviders(<StayReviewItem review={shown} />);
    expect(screen.getByText('Noisy at night, the bed was hard')).toBeInTheDocument();
    expect(screen.queryByTestId('stay-review-note')).toBeNull();
  });
  it('with a note: the words unchanged, then "Note from Innkeep" and its month', () => {
    const note = 'The host replaced the mattress in May 2026.';
    renderWithProviders(
      <StayReviewItem review={{ ...shown, admin_note: note, admin_note_at: '2026-05-03T09:00:00.000Z' }} />,
    );
    expect(screen.getByText('Noisy at night, the bed was hard')).toBeInTheDocument();
    const block = screen.getByTestId('stay-review-note');
    expect(block).toHaveTextContent('Note from Innkeep · May 2026');
    expect(block).toHaveTextContent(note);
  });
});

describe('the admin moderates a verified stay review', { timeout: 30_000 }, () => {
  it('offers Hide, Add note and History on a stay review, never Edit or Delete; a site review keeps them', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [stayReview, siteReview],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      }),
    );
    renderWithProviders(<AdminReviewsPage />, { route: '/admin/reviews', env: 'test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Cleo Keller' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Hide', 'Add note', 'History']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Site Keller' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Hide', 'History', 'Delete']);
  });

  it('saves a note, and removes it', async () => {
    fetchMock.mockResolvedValue(
      json(200, { message: 'Note saved: it is shown with the review', data: stayReview }),
    );
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<ReviewNoteDialog review={stayReview} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: "Note on Cleo's review" });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'The mattress was replaced.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsSent(fetchMock)).toEqual(['POST /api/admin/reviews/7/note']);
    expect(bodiesSent(fetchMock, 'POST /api/admin/reviews/7/note')).toEqual([
      { note: 'The mattress was replaced.' },
    ]);

    rerender(<ReviewNoteDialog review={{ ...stayReview, admin_note: 'Old note' }} onClose={onClose} />);
    const again = await screen.findByRole('dialog', { name: "Note on Cleo's review" });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove note' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodiesSent(fetchMock, 'POST /api/admin/reviews/7/note')[1]).toEqual({ note: null });
  });

  it('waits for a change before Save: a blank note on a review without one saves nothing', async () => {
    renderWithProviders(<ReviewNoteDialog review={stayReview} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: "Note on Cleo's review" });
    const saveNote = within(dialog).getByRole('button', { name: 'Save note' });
    expect(saveNote).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Note'), '   ');
    expect(saveNote).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Replaced.');
    expect(saveNote).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the review's history: what, who and when", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          {
            id: 2,
            action: 'note',
            actor_id: 1,
            actor_email: 'admin@innkeep.test',
            at: '2026-05-03T09:00:00.000Z',
            before: { note: null },
            after: { note: 'The mattress was replaced.' },
          },
          {
            id: 1,
            action: 'hidden',
            actor_id: 1,
            actor_email: 'admin@innkeep.test',
            at: '2026-05-02T12:30:00.000Z',
            before: { hidden: false },
            after: { hidden: true },
          },
        ],
      }),
    );
    renderWithProviders(<ReviewHistoryDialog review={stayReview} onClose={() => {}} />);
    const entries = await screen.findAllByTestId('review-change');
    expect(requestsSent(fetchMock)[0]).toBe('GET /api/admin/reviews/7/history');
    expect(entries[0]).toHaveTextContent('Note: none → “The mattress was replaced.”');
    expect(entries[0]).toHaveTextContent('admin@innkeep.test · May 3, 2026, 09:00 UTC');
    expect(entries[1]).toHaveTextContent('Hid the review');
  });
});
