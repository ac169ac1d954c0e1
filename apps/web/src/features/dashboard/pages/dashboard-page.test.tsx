import type { Dashboard } from '@innkeep/contract/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import DashboardPage from './dashboard-page.tsx';

const fetchMock = stubFetch();

const month = (m: string) => ({ month: m, nights: 0, revenue: [], taxes: [] });
const stay = (
  id: number,
  listing: string,
  date: string,
  isToday: boolean,
): Dashboard['upcoming'][number] => ({
  reservation_id: id,
  kind: 'arrival',
  date,
  is_today: isToday,
  guest_name: `Guest ${id}`,
  listing_name: listing,
});
const figures = (over: Partial<Dashboard>): Dashboard => ({
  today: '2026-12-01',
  time_zone: 'UTC',
  listings: { published: 2, drafts: 0 },
  arrivals: { today: 0, next_7_days: 0 },
  departures: { today: 0, next_7_days: 0 },
  upcoming: [],
  pending_inquiries: 0,
  unpaid_holds: 0,
  months: [
    { ...month('2026-12'), occupancy_percent: 0 },
    { ...month('2027-01'), occupancy_percent: 0 },
  ],
  history: [month('2026-12')],
  forward: [month('2027-01')],
  ...over,
});

const show = async (d: Dashboard) => {
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/dashboard': () => json(200, { data: d }),
      'GET /api/tasks/summary': () => json(200, { data: { today: 0, unassigned: 0, tomorrow: 0 } }),
    }),
  );
  renderWithProviders(<DashboardPage />, { route: '/dashboard', env: 'test' });
  return screen.findByText(/^Today is /);
};

describe('the dashboard’s day', { timeout: 30_000 }, () => {
  it('names the host’s date by the zone of their listings, not UTC', async () => {
    const line = await show(figures({ today: '2026-12-02', time_zone: 'Asia/Tokyo' }));
    expect(line).toHaveTextContent('Today is Dec 2, 2026 (Tokyo time).');
  });

  it('says UTC for a host whose listings are on UTC, or who has none', async () => {
    const line = await show(figures({ time_zone: 'UTC' }));
    expect(line).toHaveTextContent('Today is Dec 1, 2026 (UTC).');
  });

  it('marks an arrival "Today" by its listing’s date, not by the host’s', async () => {
    // 6 pm in Los Angeles: already the 2nd in Tokyo, where a guest arrives today; the LA one comes tomorrow.
    await show(
      figures({
        today: '2026-12-01',
        time_zone: 'America/Los_Angeles',
        arrivals: { today: 1, next_7_days: 1 },
        upcoming: [stay(1, 'Ryokan', '2026-12-02', true), stay(2, 'Venice bungalow', '2026-12-02', false)],
      }),
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Guest 1RyokanArrivesToday',
      'Guest 2Venice bungalowArrivesDec 2',
    ]);
  });
});
