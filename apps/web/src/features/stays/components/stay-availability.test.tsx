import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { StayAvailability } from './stay-availability.tsx';
import type { DateRange } from './stay-calendar.tsx';

const day = (n: number) => addDays(todayIso(), n);
const nights = (taken: string[]) =>
  answerBy({
    'GET /api/bookings/unavailable-dates': () =>
      json(200, { unavailable_dates: taken, price: 95, nightly_prices: {}, minimum_nights: {} }),
  });
const fetchMock = stubFetch();

/** The stay page's part: the range it holds, from a link's dates. */
function Availability({ from }: { from: DateRange }) {
  const [range, setRange] = useState<DateRange>(from);
  return (
    <>
      <StayAvailability
        id={7}
        guests={2}
        currency="EUR"
        value={range}
        onChange={setRange}
        minNights={null}
        maxNights={null}
      />
      <output data-testid="range">{range.join(' → ')}</output>
    </>
  );
}

describe('the stay’s availability', () => {
  it('says which of a link’s dates were dropped because they were taken meanwhile', async () => {
    fetchMock.mockImplementation(nights([day(11)]));
    renderWithProviders(<Availability from={[day(10), day(14)]} />, { route: '/' });
    const notice = await screen.findByText(/is no longer available/);
    expect(notice).toHaveRole('status');
    expect(notice).toHaveTextContent(
      `${formatDate(day(10))} – ${formatDate(day(14))} is no longer available: choose other dates`,
    );
    expect(screen.getByTestId('range').textContent).toBe(' → ');
    // Choosing again puts the notice away.
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${formatDate(day(20)).split(', ')[0]},`) }),
    );
    await waitFor(() => expect(screen.queryByText(/is no longer available/)).toBeNull());
  });

  it('keeps a link’s dates that are still free, with nothing to say', async () => {
    fetchMock.mockImplementation(nights([day(30)]));
    renderWithProviders(<Availability from={[day(10), day(14)]} />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText(`${formatDate(day(10))} – ${formatDate(day(14))}`);
    expect(screen.getByTestId('range')).toHaveTextContent(`${day(10)} → ${day(14)}`);
    expect(screen.queryByText(/is no longer available/)).toBeNull();
  });
});
