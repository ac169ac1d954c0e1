import type { ConversationDetail, ConversationSummary } from '@innkeep/contract/conversations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaAt } from '../../../test-media.ts';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import InboxPage from './inbox-page.tsx';

const summary: ConversationSummary = {
  id: 5,
  guest_name: 'Ana Silva',
  listing_id: 3,
  listing_name: 'Harbour flat',
  start_date: '2027-06-18',
  end_date: '2027-06-21',
  guests: 2,
  status_id: 1,
  last_message_at: '2027-06-01T10:00:00.000Z',
  last_message_preview: 'Can we bring a dog?',
  last_message_sender: 'guest',
  unread_count: 2,
};
const detail: ConversationDetail = {
  ...summary,
  unread_count: 0,
  guest_email: 'ana@example.com',
  messages: [
    {
      id: 1,
      sender: 'guest',
      sender_name: 'Ana',
      body: 'Can we bring a dog?',
      created_at: '2027-06-01T10:00:00.000Z',
      read_at: '2027-06-01T11:00:00.000Z',
      automatic: false,
    },
  ],
};

const fetchMock = stubFetch(async (input) => {
  const path = new URL(String(input), 'http://x').pathname;
  if (path === '/api/conversations') return json(200, { data: [summary], meta: { unread_total: 2 } });
  if (path === '/api/conversations/5') return json(200, { data: detail });
  return json(404, { error: 'Conversation not found', code: 'NOT_FOUND' });
});

const widthAt = (width?: number) => vi.stubGlobal('matchMedia', matchMediaAt(width));
afterEach(() => vi.unstubAllGlobals());

describe('InboxPage', () => {
  it('on a phone shows the list, then the thread with a way back', async () => {
    widthAt(390);
    renderWithProviders(<InboxPage />, { route: '/inbox', env: 'test' });
    const item = await screen.findByTestId('conversation-item');
    expect(item).toHaveTextContent('Ana Silva');
    expect(item).toHaveTextContent('Harbour flat');
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(item);
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Can we bring a dog?', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open reservation' })).toHaveAttribute(
      'href',
      '/reservations?reservation=5',
    );
    // The list is gone on a phone while a thread is open.
    expect(screen.queryByTestId('conversation-item')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(await screen.findByTestId('conversation-item')).toBeInTheDocument();
  });

  it('on a wide screen opens the thread named in the URL beside the list', async () => {
    widthAt(1440);
    renderWithProviders(<InboxPage />, { route: '/inbox', at: '/inbox?conversation=5', env: 'test' });
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(await screen.findByTestId('conversation-item')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'All conversations' })).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/conversations/5'))).toBe(true),
    );
  });
});
