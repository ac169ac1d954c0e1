import type { AdminBlog, AdminReview } from '@innkeep/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import {
  answerBy,
  bodiesSent,
  json,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import { useAdminList } from '../api/admin-list.ts';
import { PUBLIC_REVIEW_KEYS } from '../api/reviews.ts';
import { BlockedMailDialog } from './blocked-mail-dialog.tsx';
import { BlogDialog } from './blog-dialog.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const fetchMock = stubFetch();

const review: AdminReview = {
  id: 5,
  first_name: 'Ines',
  last_name: 'Costa',
  message: 'Lovely stay.',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

function setup(ui: (onClose: () => void) => ReactElement) {
  const onClose = vi.fn();
  const { rerender } = renderWithProviders(ui(onClose), { toasts: true });
  return { onClose, rerender };
}

/** What shows the reviews while an admin edits one: the admin's list and the home page's carousel. */
function ReviewReaders() {
  useAdminList('reviews', { page: 1, q: '' });
  useQuery({ queryKey: PUBLIC_REVIEW_KEYS[0], queryFn: () => api.GET('/api/reviews') });
  return null;
}
const readersAnswer = {
  'GET /api/admin/reviews': () => json(200, { data: [] }),
  'GET /api/reviews': () => json(200, { data: [] }),
};
/** How many times each list of reviews was read. */
const reads = () => {
  const sent = requestsSent(fetchMock);
  return {
    admin: sent.filter((r) => r.startsWith('GET /api/admin/reviews?')).length,
    public: sent.filter((r) => r === 'GET /api/reviews').length,
  };
};

/** Opens the review dialog beside both readers, once each has read its list. */
async function openReviewDialog(edited: AdminReview | null) {
  const { onClose } = setup((close) => (
    <>
      <ReviewReaders />
      <ReviewDialog opened review={edited} onClose={close} />
    </>
  ));
  const dialog = await screen.findByRole('dialog', { name: edited ? 'Edit review' : 'New review' });
  await waitFor(() => expect(reads()).toEqual({ admin: 1, public: 1 }));
  return { dialog, onClose };
}

const sentForm = (call = 0) => fetchMock.mock.calls[call]?.[1]?.body as FormData;

// Mantine's modals take seconds to open in jsdom on a busy machine.
describe('ReviewDialog', { timeout: 30_000 }, () => {
  it('new mode: every field cleared, Create posts to /admin/reviews (the documented path; the server also takes it with a slash), then closes and reloads the lists', async () => {
    fetchMock.mockImplementation(
      answerBy({
        ...readersAnswer,
        'POST /api/admin/reviews': () => json(201, { message: 'Review created', data: { ...review, id: 9 } }),
      }),
    );
    const { dialog, onClose } = await openReviewDialog(null);
    for (const label of ['First name', 'Last name', 'Message']) {
      expect(within(dialog).getByLabelText(label, { exact: false })).toHaveValue('');
    }
    await userEvent.type(within(dialog).getByLabelText('First name', { exact: false }), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Last name', { exact: false }), 'Lopes');
    await userEvent.type(within(dialog).getByLabelText('Message', { exact: false }), 'Great host.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [form] = bodiesSent(fetchMock, 'POST /api/admin/reviews') as FormData[];
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual({
      first_name: 'Ana',
      last_name: 'Lopes',
      message: 'Great host.',
    });
    expect(await screen.findByText('Review created')).toBeInTheDocument();
    // The admin's list and the home page's reviews are read again.
    await waitFor(() => expect(reads()).toEqual({ admin: 2, public: 2 }));
  });

  it('edit mode: pre-filled from the review, Edit posts to /admin/reviews/{id}; reopened as new it is cleared', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Review updated', data: review }));
    const { onClose, rerender } = setup((close) => <ReviewDialog opened review={review} onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit review' });
    expect(within(dialog).getByLabelText('First name', { exact: false })).toHaveValue('Ines');
    expect(within(dialog).getByLabelText('Message', { exact: false })).toHaveValue('Lovely stay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/reviews/5');

    rerender(<ReviewDialog opened={false} review={review} onClose={onClose} />);
    rerender(<ReviewDialog opened review={null} onClose={onClose} />);
    const fresh = await screen.findByRole('dialog', { name: 'New review' });
    await waitFor(() => expect(within(fresh).getByLabelText('First name', { exact: false })).toHaveValue(''));
    expect(within(fresh).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('a 422 keeps the dialog open with the first message under each field and reloads nothing', async () => {
    fetchMock.mockImplementation(
      answerBy({
        ...readersAnswer,
        'POST /api/admin/reviews/5': () =>
          json(422, {
            message: 'The given data was invalid.',
            errors: {
              first_name: ['Use at most 100 characters', 'second message not shown'],
              message: ['Message must be at most 5000 characters'],
            },
          }),
      }),
    );
    const { dialog, onClose } = await openReviewDialog(review);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await within(dialog).findByText('Use at most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('second message not shown')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(reads()).toEqual({ admin: 1, public: 1 });
  });

  it('checks the contract rules before sending: a blank field is refused in the browser', async () => {
    setup((close) => <ReviewDialog opened review={null} onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'New review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const blog: AdminBlog = {
  id: 3,
  title: 'Autumn in Porto',
  short_description: 'Where to stay',
  long_description: 'Long text',
  image: 'blogs/3.png',
  image_url: '/media/blogs/3.png',
  image_card_url: '/media/blogs/3-480.webp',
  image_page_url: '/media/blogs/3-960.webp',
  image_srcset: '/media/blogs/3-480.webp 480w, /media/blogs/3-960.webp 960w',
  image_kind: 'image',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

describe('BlogDialog', { timeout: 30_000 }, () => {
  it('takes the first file only, refuses a same-name-and-size duplicate with the alert, and sends the file', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'Blog post created', data: blog }));
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { onClose } = setup((close) => <BlogDialog opened blog={null} onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'New blog' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const first = new File(['png-bytes'], 'cover.png', { type: 'image/png' });
    const second = new File(['other'], 'second.png', { type: 'image/png' });
    await userEvent.upload(input, [first, second]);
    expect(await within(dialog).findByAltText('Preview of cover.png')).toBeInTheDocument();

    await userEvent.upload(input, new File(['png-bytes'], 'cover.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'New upload contains files that already exist',
    );

    await userEvent.type(within(dialog).getByLabelText('Title', { exact: false }), 'Spring');
    await userEvent.type(within(dialog).getByLabelText('Short description', { exact: false }), 'Short');
    await userEvent.type(within(dialog).getByLabelText('Long description', { exact: false }), 'Long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/blogs');
    const sent = sentForm().get('image') as File;
    expect(sent.name).toBe('cover.png');
  });

  it('asks for the image of a new post with the other missing fields, before sending anything', async () => {
    setup((close) => <BlogDialog opened blog={null} onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'New blog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edit mode sends no file unless a new one was chosen, and shows an image 422 under the drop zone', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'Invalid', errors: { image: ['Image must be a JPG, PNG or PDF file'] } }),
    );
    const { onClose } = setup((close) => <BlogDialog opened blog={blog} onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    expect(within(dialog).getByLabelText('Title', { exact: false })).toHaveValue('Autumn in Porto');
    expect(within(dialog).getByAltText('Current image')).toHaveAttribute('src', '/media/blogs/3.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await within(dialog).findByText('Image must be a JPG, PNG or PDF file')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/blogs/3');
    expect(sentForm().has('image')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says Markdown is supported and previews it without live HTML', async () => {
    setup((close) => (
      <BlogDialog opened blog={{ ...blog, long_description: '**Bold** <b>raw</b>' }} onClose={close} />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog' });
    expect(within(dialog).getByText(/^Markdown:/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Preview'));
    const preview = await within(dialog).findByTestId('long-description-preview');
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(preview.querySelector('b')).toBeNull();
    expect(dialog).not.toHaveAttribute('data-full-screen');
  });

  it('takes the whole screen on a phone', async () => {
    const real = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...real(query),
      matches: query.includes('max-width'),
    })) as typeof real;
    try {
      setup((close) => <BlogDialog opened blog={null} onClose={close} />);
      const dialog = await screen.findByRole('dialog', { name: 'New blog' });
      expect(dialog.closest('[data-full-screen]')).not.toBeNull();
    } finally {
      window.matchMedia = real;
    }
  });
});

describe('BlockedMailDialog', () => {
  it('has an e-mail input and keeps Create disabled while it is empty', async () => {
    setup((close) => <BlockedMailDialog opened onClose={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    const email = within(dialog).getByLabelText('Email', { exact: false });
    expect(email).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(email, 'spam@example.com');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
