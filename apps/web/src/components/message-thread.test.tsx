import type { Message } from '@innkeep/contract/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { inBrowserZone } from '../test-media.ts';
import { renderWithProviders } from '../test-render.tsx';
import { MessageThread } from './message-thread.tsx';

const message = (id: number, sender: 'guest' | 'host', body: string): Message => ({
  id,
  sender,
  sender_name: sender === 'guest' ? 'Ana' : 'Maria',
  body,
  created_at: `2026-11-2${id}T10:00:00.000Z`,
  read_at: null,
  automatic: false,
});

function renderThread(messages: Message[], onSend = vi.fn(async () => undefined)) {
  renderWithProviders(
    <MessageThread
      messages={messages}
      timeZone="Europe/Lisbon"
      viewer="host"
      emptyText="No messages yet"
      onSend={onSend}
      replyLabel="Reply"
    />,
    { env: 'test' },
  );
  return onSend;
}

const box = () => screen.getByRole('textbox', { name: 'Reply' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('MessageThread', () => {
  it('shows the messages in order, the viewer\'s own as "You", and says so when there are none', () => {
    renderThread([message(1, 'guest', 'Is there parking?'), message(2, 'host', 'Yes, on the street.')]);
    const shown = screen.getAllByTestId('message');
    expect(shown.map((m) => m.dataset.sender)).toEqual(['guest', 'host']);
    expect(within(shown[0] as HTMLElement).getByText('Ana')).toBeInTheDocument();
    expect(within(shown[1] as HTMLElement).getByText('You')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).toBeNull();
  });

  it("writes every message's time, an automatic one's too, on the listing's clock, named (R-H21)", async () => {
    // Whatever the reader's browser says (UTC in the demo, Tokyo here), the thread writes the stay's times as
    // the trip page and the host's pages do: 10:00 UTC on Nov 21 is 10:00 in Lisbon.
    for (const readerZone of ['UTC', 'Asia/Tokyo']) {
      await inBrowserZone(readerZone, async () => {
        const { unmount } = renderWithProviders(
          <MessageThread
            messages={[
              { ...message(1, 'host', 'Welcome! Check-in is from 15:00.'), automatic: true },
              message(2, 'guest', 'Thank you!'),
            ]}
            timeZone="Europe/Lisbon"
            viewer="guest"
            emptyText="No messages yet"
            onSend={vi.fn(async () => undefined)}
          />,
          { env: 'test' },
        );
        const [automatic, written] = screen.getAllByTestId('message').map((m) => m.querySelector('time'));
        expect(automatic).toHaveTextContent(/^Nov 21, 2026, 10:00 Lisbon time$/);
        expect(automatic).toHaveAttribute('dateTime', '2026-11-21T10:00:00.000Z');
        expect(written).toHaveTextContent(/^Nov 22, 2026, 10:00 Lisbon time$/);
        expect(screen.queryByText(/UTC|Tokyo/)).toBeNull();
        unmount();
      });
    }
  });

  it("marks a message the host's automation sent as automatic, and only that one", () => {
    renderThread([
      { ...message(1, 'host', 'Welcome! Check-in is from 15:00.'), automatic: true },
      message(2, 'host', 'See you soon.'),
    ]);
    const [automatic, written] = screen.getAllByTestId('message') as [HTMLElement, HTMLElement];
    expect(within(automatic).getByText('Automatic message')).toBeInTheDocument();
    expect(within(written).queryByText('Automatic message')).toBeNull();
  });

  it('shows an empty thread with its invitation', () => {
    renderThread([]);
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('makes web addresses links and leaves markup and other schemes as text', () => {
    renderThread([
      message(1, 'guest', 'Map: https://maps.example/x?a=1. <b>bold</b> javascript:alert(1)\nline two'),
    ]);
    const link = screen.getByRole('link', { name: 'https://maps.example/x?a=1' });
    expect(link).toHaveAttribute('href', 'https://maps.example/x?a=1');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const shown = screen.getByTestId('message');
    expect(shown.querySelector('b')).toBeNull();
    expect(shown).toHaveTextContent('<b>bold</b> javascript:alert(1)');
  });

  it("refuses a blank or too long reply with the contract's message, sending nothing", async () => {
    const onSend = renderThread([]);
    fireEvent.change(box(), { target: { value: '   ' } });
    send();
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(5001) } });
    send();
    expect(await screen.findByText('Keep your message under 5,000 characters')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply and empties the box', async () => {
    const onSend = renderThread([]);
    fireEvent.change(box(), { target: { value: '  See you on Friday!  ' } });
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('See you on Friday!'));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it("keeps the draft and shows the server's refusal", async () => {
    const refused = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: 'This e-mail address is blocked from sending messages',
    });
    const onSend = vi.fn(async () => {
      throw refused;
    });
    renderThread([], onSend);
    fireEvent.change(box(), { target: { value: 'Hello' } });
    send();
    expect(
      await screen.findByText('This e-mail address is blocked from sending messages'),
    ).toBeInTheDocument();
    expect(box()).toHaveValue('Hello');
  });
});
