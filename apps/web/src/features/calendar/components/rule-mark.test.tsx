import type { GridListing } from '@innkeep/contract/calendar';
import { addDays } from '@innkeep/contract/dates';
import type { PricingRuleWire } from '@innkeep/contract/pricing-rules-wire';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { pricingRule, reservationStatus, teamMembership } from '../../../test-replies.ts';
import { RuleMark } from './rule-mark.tsx';

// docs/requirements/host.md#R-H18
const fetchMock = stubFetch();

const server = (rules: PricingRuleWire[]) =>
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/team/membership': () => json(200, { data: null }),
      'GET /api/pricing-rules': () => json(200, { data: rules }),
    }),
  );

describe('RuleMark (the multi-calendar’s mark)', () => {
  const today = '2099-06-01';
  const stay = (start: number, end: number) => ({
    id: start,
    start_date: addDays(today, start),
    end_date: addDays(today, end),
    status: reservationStatus(6),
    guest_name: 'Ana Silva',
    guests: 2,
  });
  const listing: GridListing = {
    id: 3,
    name: 'Harbour flat',
    draft: false,
    time_zone: 'UTC',
    weekend_price: null,
    currency: 'EUR',
    currency_symbol: '€',
    nights: Array.from({ length: 30 }, (_, i) => ({
      date: addDays(today, i),
      price: 95,
      minimum_nights: 4,
      source: 'base' as const,
    })),
    stays: [stay(10, 12), stay(14, 20)],
    blocks: [],
  };

  it('marks the nights a last-minute rule reaches and a gap shorter than the minimum stay', async () => {
    server([
      pricingRule({ days: 2 }),
      pricingRule({ id: 8, kind: 'orphan_nights', percent: -30, days: null, minimum_nights: 1 }),
    ]);
    renderWithProviders(
      <div>
        {listing.nights.map((n) => (
          <RuleMark key={n.date} listing={listing} date={n.date} today={today} />
        ))}
      </div>,
    );
    const mark = await screen.findByTestId(`rule-mark-3-${today}`);
    expect(mark).toHaveTextContent('−15%');
    expect(within(mark).getByText('Last-minute discount (15%)')).toBeInTheDocument();
    expect(screen.getByTestId(`rule-mark-3-${addDays(today, 2)}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`rule-mark-3-${addDays(today, 3)}`)).not.toBeInTheDocument();
    // Nights 12 and 13 lie between two stays, a 2-night gap under the 4-night minimum.
    expect(screen.getByTestId(`rule-mark-3-${addDays(today, 12)}`)).toHaveTextContent('−30%');
    expect(screen.getByTestId(`rule-mark-3-${addDays(today, 13)}`)).toHaveTextContent(
      'Gap-night discount (30%)',
    );
    expect(screen.queryByTestId(`rule-mark-3-${addDays(today, 21)}`)).not.toBeInTheDocument();
  });

  it('asks a team member nothing, whom the rules are refused (403), and marks nothing', async () => {
    const coHost = teamMembership('co-host', { listing_ids: [3] });
    fetchMock.mockImplementation(answerBy({ 'GET /api/team/membership': () => json(200, { data: coHost }) }));
    renderWithProviders(<RuleMark listing={listing} date={today} today={today} />);
    await waitFor(() => expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsSent(fetchMock)).toEqual(['GET /api/team/membership']);
    expect(screen.queryByTestId(`rule-mark-3-${today}`)).not.toBeInTheDocument();
  });
});
