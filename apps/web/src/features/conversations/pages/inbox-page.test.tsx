import type { ConversationDetail, ConversationSummary } from '@innkeep/contract/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBrowserZone, stubViewport } from '../../../test-media.ts';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { teamMembership } from '../../../test-replies.ts';
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
  time_zone: 'Europe/Lisbon',
  messages: [
    {
      id: 2,
      sender: 'host',
      sender_name: 'Maria',
      body: 'Welcome! Check-in is from 15:00.',
      created_at: '2027-05-30T08:00:00.000Z',
      read_at: null,
      automatic: true,
    },
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

const upcoming: ConversationSummary = {
  ...summary,
  id: 6,
  guest_name: 'Bea Paid',
  status_id: 6,
  last_message_at: null,
  last_message_preview: '',
  last_message_sender: null,
  unread_count: 0,
};
const older: ConversationSummary = {
  ...summary,
  id: 7,
  guest_name: 'Carla Past',
  start_date: '2024-03-01',
  end_date: '2024-03-04',
  status_id: 6,
  last_message_at: '2024-02-01T10:00:00.000Z',
  last_message_preview: 'Thanks for everything',
  unread_count: 0,
};
const previews: unknown[] = [];
let templates: unknown[] | null = null;
let membership: unknown = null;

const fetchMock = stubFetch(async (input, init) => {
  const url = new URL(String(input), 'http://x');
  const path = url.pathname;
  if (path === '/api/conversations') {
    const byArrival = url.searchParams.get('sort') === 'arrival';
    if (byArrival) {
      return json(200, {
        data: [upcoming, summary],
        meta: { unread_total: 2, total: 2, per_page: 25, next_cursor: null },
      });
    }
    // By activity: two pages, the second after the first one's cursor.
    const second = url.searchParams.get('cursor') === 'a1790000000000000.6';
    return json(200, {
      data: second ? [older] : [summary, upcoming],
      meta: {
        unread_total: 2,
        total: 3,
        per_page: 2,
        next_cursor: second ? null : 'a1790000000000000.6',
      },
    });
  }
  if (path === '/api/conversations/5') return json(200, { data: detail });
  if (path === '/api/team/membership') return json(200, { data: membership });
  if (path === '/api/message-templates' && templates) return json(200, { data: templates });
  if (path === '/api/message-templates')
    return json(200, {
      data: [
        {
          id: 9,
          name: 'Check-in details',
          body: 'Hi {guest_first_name}, check-in is from 15:00.',
          placeholders: ['guest_first_name'],
          created_at: '2027-01-01T00:00:00.000Z',
          updated_at: '2027-01-01T00:00:00.000Z',
        },
      ],
    });
  if (path === '/api/message-templates/preview') {
    previews.push(JSON.parse(String(init?.body)));
    return json(200, {
      data: {
        body: 'Hi Ana, check-in is from 15:00.',
        secrets_withheld: false,
        secrets_from: '2027-06-16T13:00:00.000Z',
      },
    });
  }
  return json(404, { error: 'Conversation not found', code: 'NOT_FOUND' });
});

afterEach(() => vi.unstubAllGlobals());

describe('InboxPage', () => {
  it('lists a stay with no messages yet, and orders by upcoming arrival on request', async () => {
    stubViewport(1440);
    renderWithProviders(<InboxPage />, { route: '/inbox', env: 'test' });
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(2));
    const names = () => screen.getAllByTestId('conversation-item').map((i) => i.textContent ?? '');
    expect(names()[0]).toContain('Ana Silva');
    expect(names()[1]).toContain('No messages yet');
    fireEvent.click(screen.getByText('Upcoming arrival'));
    await waitFor(() => expect(names()[0]).toContain('Bea Paid'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sort=arrival'))).toBe(true);
  });

  it('shows a page of threads and the next one on Show more, after the cursor', async () => {
    stubViewport(1440);
    renderWithProviders(<InboxPage />, { route: '/inbox', env: 'test' });
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(2));
    expect(screen.getByText('2 of 3 conversations')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(3));
    expect(screen.getAllByTestId('conversation-item')[2]).toHaveTextContent('Carla Past');
    expect(screen.getByText('3 of 3 conversations')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cursor=a1790000000000000.6'))).toBe(
      true,
    );
  });

  it("writes the thread's times on the listing's clock, an automatic message's too, never UTC", async () => {
    stubViewport(1440);
    // The host's browser is on UTC (as the demo's was): the times are still the listing's, as its pages write them.
    await inBrowserZone('UTC', async () => {
      renderWithProviders(<InboxPage />, { route: '/inbox', at: '/inbox?conversation=5', env: 'test' });
      const [automatic, question] = (await screen.findAllByTestId('message')) as [HTMLElement, HTMLElement];
      expect(within(automatic).getByTestId('automatic-message')).toBeInTheDocument();
      // Lisbon is on summer time in June: 08:00 UTC is 09:00 there.
      expect(automatic.querySelector('time')).toHaveTextContent('May 30, 2027, 09:00 Lisbon time');
      expect(question.querySelector('time')).toHaveTextContent('Jun 1, 2027, 11:00 Lisbon time');
      expect(screen.queryByText(/ UTC$/)).toBeNull();
    });
  });

  it('inserts a saved reply filled in for the stay by the server, editable before sending', async () => {
    stubViewport(1440);
    renderWithProviders(<InboxPage />, { route: '/inbox', at: '/inbox?conversation=5', env: 'test' });
    const box = await screen.findByRole('textbox', { name: 'Reply to Ana Silva' });
    fireEvent.change(box, { target: { value: 'Hello!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Check-in details' }));
    await waitFor(() => expect(box).toHaveValue('Hello!\n\nHi Ana, check-in is from 15:00.'));
    expect(previews).toEqual([{ body: 'Hi {guest_first_name}, check-in is from 15:00.', reservation_id: 5 }]);
  });

  it('tells a co-host the host has no saved replies yet, with no link to write one they may not follow', async () => {
    stubViewport(1440);
    templates = [];
    membership = teamMembership('co-host', { listing_ids: [3] });
    try {
      renderWithProviders(<InboxPage />, { route: '/inbox', at: '/inbox?conversation=5', env: 'test' });
      await screen.findByRole('textbox', { name: 'Reply to Ana Silva' });
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/team/membership'))).toBe(true),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Saved replies' }));
      expect(await screen.findByText('The host has no saved replies yet.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Write a message template' })).toBeNull();
    } finally {
      templates = null;
      membership = null;
    }
  });

  it('on a phone shows the list, then the thread with a way back', async () => {
    stubViewport(390);
    renderWithProviders(<InboxPage />, { route: '/inbox', env: 'test' });
    const [item] = await screen.findAllByTestId('conversation-item');
    if (!item) throw new Error('no conversation listed');
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
    expect((await screen.findAllByTestId('conversation-item'))[0]).toBeInTheDocument();
  });

  it('on a wide screen opens the thread named in the URL beside the list', async () => {
    stubViewport(1440);
    renderWithProviders(<InboxPage />, { route: '/inbox', at: '/inbox?conversation=5', env: 'test' });
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('conversation-item'))[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'All conversations' })).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/conversations/5'))).toBe(true),
    );
  });
});
