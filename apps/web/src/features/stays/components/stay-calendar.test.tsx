import { addDays, addMonths, formatDate, todayIso } from '@innkeep/contract/dates';
import { formatMonth } from '@innkeep/contract/formats';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { type DateRange, StayCalendar } from './stay-calendar.tsx';

const today = todayIso();
const day = (n: number) => addDays(today, n);
/** "Jan 10, €95 a night, 2027": what a free day with a price is called. */
const priced = (date: string, price = '€95') => {
  const [monthDay, year] = formatDate(date).split(', ');
  return `${monthDay}, ${price} a night, ${year}`;
};

function Calendar({
  unavailable = [],
  minNights = null,
}: {
  unavailable?: string[];
  minNights?: number | null;
}) {
  const [range, setRange] = useState<DateRange>([null, null]);
  return (
    <>
      <StayCalendar
        unavailable={unavailable}
        rates={{ today: todayIso(), price: 95, nightly_prices: { [day(3)]: 120 }, minimum_nights: {} }}
        currency="EUR"
        loading={false}
        value={range}
        onChange={setRange}
        minNights={minNights}
        maxNights={null}
      />
      <output data-testid="range">{range.join(' → ')}</output>
    </>
  );
}

const dayButton = (date: string, price?: string) => screen.getByRole('button', { name: priced(date, price) });

describe('the stay calendar', () => {
  it('names each day by its date and price, and disables past and booked nights', () => {
    renderWithProviders(<Calendar unavailable={[day(2)]} />, { route: '/' });
    expect(screen.getByText(formatMonth(today))).toBeVisible();
    expect(dayButton(day(3), '€120')).toBeEnabled();
    expect(screen.getByTestId(`night-price-${day(3)}`)).toHaveTextContent('€120');
    expect(screen.getByRole('button', { name: `${formatDate(day(2))}, unavailable` })).toBeDisabled();
    if (today.slice(8) !== '01') {
      expect(screen.getByRole('button', { name: formatDate(addDays(today, -1)) })).toBeDisabled();
    }
  });

  it('names a past day by its date alone, as it shows no price: it cannot be booked at one', () => {
    const listingToday = `${today.slice(0, 7)}-15`; // the listing's date decides what is past (decision 0115)
    const yesterday = addDays(listingToday, -1);
    renderWithProviders(
      <StayCalendar
        unavailable={[]}
        rates={{ today: listingToday, price: 95, nightly_prices: {}, minimum_nights: {} }}
        currency="EUR"
        loading={false}
        value={[null, null]}
        onChange={() => {}}
        minNights={null}
        maxNights={null}
      />,
      { route: '/' },
    );
    expect(screen.getByRole('button', { name: formatDate(yesterday) })).toBeDisabled();
    expect(screen.queryByTestId(`night-price-${yesterday}`)).toBeNull();
    expect(dayButton(listingToday)).toBeEnabled();
  });

  it('lets no day be chosen until the nights are known, and offers to ask again when they could not be', async () => {
    const retry = vi.fn();
    const props = { value: [null, null] as DateRange, onChange: () => {}, minNights: null, maxNights: null };
    const { rerender } = renderWithProviders(<StayCalendar unavailable={undefined} loading {...props} />, {
      route: '/',
    });
    expect(screen.getByRole('group', { name: 'Choose your check-in date' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status', { name: 'Loading availability' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: formatDate(day(3)) })).toBeDisabled();
    rerender(<StayCalendar unavailable={undefined} loading={false} failed={{ retry }} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Availability could not be loaded.');
    expect(screen.getByRole('button', { name: formatDate(day(3)) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('picks check-in then check-out, in either order, and a second click on check-in clears it', async () => {
    renderWithProviders(<Calendar />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const month = addMonths(`${today.slice(0, 7)}-01`, 2).slice(0, 7);
    const first = `${month}-10`;
    const last = `${month}-14`;
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(dayButton(last));
    expect(screen.getByText(`Check-in ${formatDate(last)}: now choose check-out`)).toBeVisible();
    await userEvent.click(dayButton(first));
    expect(screen.getByTestId('range')).toHaveTextContent(`${first} → ${last}`);
    expect(dayButton(first)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(`${month}-12`)).toHaveAttribute('data-in-range');

    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByTestId('range').textContent).toBe(' → ');
    await userEvent.click(dayButton(first));
    await userEvent.click(dayButton(first));
    expect(screen.getByTestId('range').textContent).toBe(' → ');
  });

  it('keeps a check-out that breaks the minimum stay out of reach', async () => {
    renderWithProviders(<Calendar minNights={3} />, { route: '/' });
    await userEvent.click(dayButton(day(5)));
    expect(dayButton(day(6))).toBeDisabled();
    expect(dayButton(day(8))).toBeEnabled();
  });

  it('moves between the days that can be chosen with the arrow keys, past booked nights', async () => {
    renderWithProviders(<Calendar unavailable={[day(6), day(7)]} />, { route: '/' });
    const start = dayButton(day(5));
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dayButton(day(8))).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(start).toHaveFocus();
    // Only one day of the calendar is a tab stop.
    const calendar = screen.getByRole('group', { name: 'Choose your check-in date' });
    const stops = within(calendar)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
  });
});
