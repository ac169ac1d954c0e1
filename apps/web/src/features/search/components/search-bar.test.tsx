import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { SearchBar } from './search-bar.tsx';

// A check-in five weeks ahead: always in the future, and on the calendar after a "Next month" or two.
const start = addDays(todayIso(), 35);
const end = addDays(start, 3);
const NO_DATES = { start: null, end: null };
/** A date field is a stand-in button until it is first opened, then the picker: look it up again each time. */
const field = (name: string) => screen.getByRole('button', { name });

function renderBar(onSearch = vi.fn(), dates: { start: string | null; end: string | null } = NO_DATES) {
  renderWithProviders(<SearchBar initial={{ city: '', ...dates, numberOfGuests: 1 }} onSearch={onSearch} />, {
    env: 'test',
  });
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
    await userEvent.click(field('Check in'));
    await pickDay(start);

    await waitFor(() => expect(field('Check out')).toHaveAttribute('aria-expanded', 'true'));
    expect(field('Check in')).toHaveAttribute('aria-expanded', 'false');
    const calendar = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Check-in's own day is on show but cannot be a check-out; the next day can.
    expect(within(calendar).getByRole('button', { name: formatDate(start) })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: formatDate(addDays(start, 1)) })).toBeEnabled();

    await pickDay(end);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Check out')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ city: '', start, end, numberOfGuests: 1 });
  });

  it('still opens and closes each calendar by hand', async () => {
    renderBar();
    for (const name of ['Check out', 'Check in']) {
      await userEvent.click(field(name));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(field(name)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('shows dates from the address before the picker has loaded, and clears them', async () => {
    const onSearch = renderBar(vi.fn(), { start, end });
    // No calendar yet: the fields are the stand-ins, saying the dates as the picker would.
    expect(field('Check in')).toHaveTextContent(formatDate(start));
    expect(field('Check out')).toHaveTextContent(formatDate(end));
    expect(field('Check in')).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Clear check out' }));
    expect(field('Check out')).toHaveTextContent('Add date');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A lone date is not searched.
    expect(onSearch).toHaveBeenCalledWith({ city: '', start: null, end: null, numberOfGuests: 1 });
  });
});

describe('search bar guests', () => {
  it('never searches for 0 guests: a 0 is not taken, and an empty field searches for 1 and shows it', async () => {
    const onSearch = renderBar();
    const guests = screen.getByRole('textbox', { name: 'Guests' });
    await userEvent.clear(guests);
    await userEvent.type(guests, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ city: '', start: null, end: null, numberOfGuests: 1 });
    expect(guests).toHaveValue('1');
    await userEvent.clear(guests);
    await userEvent.type(guests, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ city: '', start: null, end: null, numberOfGuests: 3 });
  });
});

describe('search bar and the address', () => {
  it('shows the search the address holds when Back changes it', async () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(
      <SearchBar initial={{ city: 'London', ...NO_DATES, numberOfGuests: 4 }} onSearch={onSearch} />,
      { env: 'test' },
    );
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('4');
    rerender(<SearchBar initial={{ city: 'Lisbon', ...NO_DATES, numberOfGuests: 2 }} onSearch={onSearch} />);
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith({ city: 'Lisbon', ...NO_DATES, numberOfGuests: 2 });
  });
});
