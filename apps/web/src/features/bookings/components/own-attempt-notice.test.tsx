import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readAttempt, saveAttempt } from '../book-now-attempt.ts';
import { OwnAttemptNotice } from './own-attempt-notice.tsx';

const show = (props: Parameters<typeof OwnAttemptNotice>[0]) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <OwnAttemptNotice {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('Book now after the guest paid', () => {
  it('Back after paying: "You booked this stay" with the trip link, nothing to pay', () => {
    show({ phase: 'paid', hash: 'abc123', completed: true, onRetry: () => undefined });
    const notice = screen.getByTestId('attempt-booked');
    expect(notice).toHaveTextContent('You booked this stay');
    expect(notice).not.toHaveTextContent("You're booked");
    expect(screen.getByRole('link', { name: 'View your trip' })).toHaveAttribute(
      'href',
      '/reservation/abc123',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('after an interruption it still says "You\'re booked", and checks without blaming an interruption on Back', () => {
    show({ phase: 'paid', hash: 'abc123', onRetry: () => undefined });
    expect(screen.getByTestId('attempt-booked')).toHaveTextContent("You're booked");
    show({ phase: 'checking', hash: 'abc123', completed: true, onRetry: () => undefined });
    expect(screen.getByText('Looking up your booking…')).toBeInTheDocument();
  });

  it('the booked attempt is kept as done; an older stored attempt reads as not done', () => {
    const stay = { listing_id: 7, start_date: '2027-06-01', end_date: '2027-06-04', guests: 2 };
    saveAttempt(stay, { key: null, hash: 'h1', done: true });
    expect(readAttempt(stay)).toEqual({ key: null, hash: 'h1', done: true });
    localStorage.setItem(
      'innkeep.book-now-attempt:7:2027-06-01:2027-06-04',
      JSON.stringify({ key: 'k', hash: 'h2' }),
    );
    expect(readAttempt(stay)).toEqual({ key: 'k', hash: 'h2', done: false });
  });
});
