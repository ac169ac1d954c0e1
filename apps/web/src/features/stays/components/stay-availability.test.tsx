import { addDays, formatDate, todayIso } from '@innkeep/contract/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { StayAvailability } from './stay-availability.tsx';
import type { DateRange } from './stay-calendar.tsx';

const day = (n: number) => addDays(todayIso(), n);
/** The listing's nights; `today` is the listing's date (decision 0115), the browser's UTC date unless given. */
const nights = (taken: string[], today = todayIso()) =>
  answerBy({
    'GET /api/bookings/unavailable-dates': () =>
      json(200, { today, unavailable_dates: taken, price: 95, nightly_prices: {}, minimum_nights: {} }),
  });
const fetchMock = stubFetch();

/** The stay page's part: the range it holds, from a link's dates. */
function Availability({ from, pastDates }: { from: DateRange; pastDates?: [string, string] }) {
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
        pastDates={pastDates}
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

  it('says which of a link’s dates were dropped because they are past, in the same place', async () => {
    fetchMock.mockImplementation(nights([]));
    renderWithProviders(<Availability from={[null, null]} pastDates={[day(-5), day(-2)]} />, { route: '/' });
    const notice = screen.getByText(/is in the past/);
    expect(notice).toHaveRole('status');
    expect(notice).toHaveTextContent(
      `${formatDate(day(-5))} – ${formatDate(day(-2))} is in the past: choose other dates on the calendar.`,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Choosing again puts the notice away.
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${formatDate(day(20)).split(', ')[0]},`) }),
    );
    await waitFor(() => expect(screen.queryByText(/is in the past/)).toBeNull());
  });

  it('says a link’s stay that started before today has already begun', () => {
    fetchMock.mockImplementation(nights([]));
    renderWithProviders(<Availability from={[null, null]} pastDates={[day(-2), day(3)]} />, { route: '/' });
    expect(screen.getByText(/has already begun/)).toHaveTextContent(
      `${formatDate(day(-2))} – ${formatDate(day(3))} has already begun: choose other dates on the calendar.`,
    );
  });

  it('keeps a link’s dates that are still free, with nothing to say', async () => {
    fetchMock.mockImplementation(nights([day(30)]));
    renderWithProviders(<Availability from={[day(10), day(14)]} />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText(`${formatDate(day(10))} – ${formatDate(day(14))}`);
    expect(screen.getByTestId('range')).toHaveTextContent(`${day(10)} → ${day(14)}`);
    expect(screen.queryByText(/is no longer available/)).toBeNull();
  });

  it('keeps a check-in chosen alone, and drops it with a word when that night was taken meanwhile', async () => {
    fetchMock.mockImplementation(nights([day(30)]));
    const kept = renderWithProviders(<Availability from={[day(10), null]} />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('range')).toHaveTextContent(`${day(10)} →`);
    kept.unmount();

    fetchMock.mockImplementation(nights([day(10)]));
    renderWithProviders(<Availability from={[day(10), null]} />, { route: '/' });
    expect(await screen.findByText(/is no longer available/)).toHaveTextContent(
      `${formatDate(day(10))} is no longer available: choose other dates on the calendar.`,
    );
    expect(screen.getByTestId('range').textContent).toBe(' → ');
  });

  it('judges a link’s dates by the listing’s own date, not the browser’s', async () => {
    // The listing is a day behind UTC (evening in Los Angeles): its tonight is UTC's yesterday, and stays.
    fetchMock.mockImplementation(nights([], day(-1)));
    const behind = renderWithProviders(<Availability from={[day(-1), day(2)]} />, { route: '/' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText(`${formatDate(day(-1))} – ${formatDate(day(2))}`);
    expect(screen.getByTestId('range')).toHaveTextContent(`${day(-1)} → ${day(2)}`);
    behind.unmount();

    // A day ahead (morning in Tokyo): UTC's today is its yesterday, so the stay has already begun there.
    fetchMock.mockImplementation(nights([], day(1)));
    renderWithProviders(<Availability from={[day(0), day(3)]} />, { route: '/' });
    expect(await screen.findByText(/has already begun/)).toHaveTextContent(
      `${formatDate(day(0))} – ${formatDate(day(3))} has already begun: choose other dates on the calendar.`,
    );
    expect(screen.getByTestId('range').textContent).toBe(' → ');
  });
});
