import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar.tsx';

// A check-in five weeks ahead: always in the future, and on the calendar after a "Next month" or two.
const start = addDays(todayIso(), 35);
const end = addDays(start, 3);

function renderBar(onSearch = vi.fn()) {
  const client = new QueryClient();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <SearchBar initial={{ city: '', start: null, end: null, numberOfGuests: 1 }} onSearch={onSearch} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSearch;
}

async function pickDay(iso: string) {
  const calendar = await screen.findByRole('dialog');
  for (let i = 0; i < 3 && !within(calendar).queryByRole('button', { name: formatDate(iso) }); i++) {
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
  }
  await userEvent.click(within(calendar).getByRole('button', { name: formatDate(iso) }));
}

describe('search bar dates', () => {
  it('opens check-out on the month of check-in once check-in is chosen', async () => {
    const onSearch = renderBar();
    const checkOut = screen.getByRole('button', { name: 'Check out' });
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await pickDay(start);

    await waitFor(() => expect(checkOut).toHaveAttribute('aria-expanded', 'true'));
    const calendar = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Check-in's own day is on show but cannot be a check-out; the next day can.
    expect(within(calendar).getByRole('button', { name: formatDate(start) })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: formatDate(addDays(start, 1)) })).toBeEnabled();

    await pickDay(end);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkOut).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ city: '', start, end, numberOfGuests: 1 });
  });

  it('still opens and closes check-out by hand', async () => {
    renderBar();
    const checkOut = screen.getByRole('button', { name: 'Check out' });
    await userEvent.click(checkOut);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkOut).toHaveAttribute('aria-expanded', 'false');
  });
});
