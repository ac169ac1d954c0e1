import { type PricingRuleWire, pricingRuleMessages } from '@innkeep/contract/pricing-rules-wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { pricingRule } from '../../../test-replies.ts';
import PricingRulesPage from './pricing-rules-page.tsx';

// docs/requirements/host.md#R-H18
const fetchMock = stubFetch();

const listings = [
  { id: 3, external_listing_name: 'Harbour flat' },
  { id: 4, external_listing_name: 'Old town loft' },
];

function server(initial: PricingRuleWire[], post?: (body: Record<string, unknown>) => Response) {
  let rules = initial;
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/listings': () => json(200, { data: listings }),
      'GET /api/pricing-rules': () => json(200, { data: rules }),
      'POST /api/pricing-rules': ({ body }) => {
        const reply = post?.(body as Record<string, unknown>);
        if (reply) return reply;
        const added = pricingRule({ id: 8, ...(body as object), summary: 'Arrivals within 3 days: 20% off' });
        rules = [...rules, added];
        return json(200, { message: 'Pricing rule added', data: added });
      },
      'DELETE /api/pricing-rules/7': () => {
        rules = rules.filter((r) => r.id !== 7);
        return json(200, { message: 'Pricing rule removed' });
      },
    }),
  );
}

const renderPage = () => renderWithProviders(<PricingRulesPage />, { route: '/pricing-rules' });

/** Opens the page with no rules and types a last-minute rule's percent and days, on Harbour flat. */
async function typeLastMinute(percentText: string, daysText: string) {
  server([]);
  renderPage();
  const user = userEvent.setup();
  await screen.findByText('No rules yet.');
  const percent = screen.getByRole('textbox', { name: /discount \(%\)/i });
  await user.clear(percent);
  await user.type(percent, percentText);
  const days = screen.getByRole('textbox', { name: /days before arrival/i });
  await user.clear(days);
  await user.type(days, daysText);
  await user.click(await screen.findByRole('checkbox', { name: 'Harbour flat' }));
  return { user, percent };
}

describe('PricingRulesPage', { timeout: 30_000 }, () => {
  it('lists each rule with what it does and its listings', async () => {
    server([
      pricingRule({}),
      pricingRule({
        id: 9,
        kind: 'far_out',
        percent: 10,
        days: 90,
        summary: 'Arrivals more than 90 days ahead: 10% more',
        listing_ids: [3, 4],
      }),
    ]);
    renderPage();
    const first = await screen.findByTestId('rule-7');
    expect(within(first).getByText('Arrivals within 7 days: 15% off')).toBeInTheDocument();
    expect(await within(first).findByText('Harbour flat')).toBeInTheDocument();
    expect(within(screen.getByTestId('rule-9')).getByText('Harbour flat, Old town loft')).toBeInTheDocument();
  });

  it('adds a last-minute rule on two listings as a signed percent', async () => {
    const { user } = await typeLastMinute('20', '3');
    await user.click(screen.getByRole('checkbox', { name: 'Old town loft' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/pricing-rules')).toEqual([
        {
          kind: 'last_minute',
          percent: -20,
          days: 3,
          nights: null,
          minimum_nights: null,
          listing_ids: [3, 4],
        },
      ]),
    );
    expect(await screen.findByText('Arrivals within 3 days: 20% off')).toBeInTheDocument();
  });

  it('checks the rule with the contract before sending: every mistake at once, nothing sent', async () => {
    server([]);
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('No rules yet.');
    await user.clear(screen.getByRole('textbox', { name: /discount \(%\)/i }));
    const days = screen.getByRole('textbox', { name: /days before arrival/i });
    await user.clear(days);
    await user.type(days, '999');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(pricingRuleMessages.percentWhole)).toBeInTheDocument();
    expect(screen.getByText(pricingRuleMessages.days)).toBeInTheDocument();
    expect(screen.getByText(pricingRuleMessages.listings)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /days before arrival/i })).toHaveAccessibleDescription(
      expect.stringContaining(pricingRuleMessages.days),
    );
    expect(bodiesSent(fetchMock, 'POST /api/pricing-rules')).toEqual([]);
  });

  it('keeps a 150% premium and -5 days as typed and refuses them, sending nothing', async () => {
    server([]);
    renderWithProviders(<PricingRulesPage />, { route: '/pricing-rules', env: 'test' });
    const user = userEvent.setup();
    await screen.findByText('No rules yet.');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Far-out price' }));
    await user.click(screen.getByText('Premium'));
    const percent = screen.getByRole('textbox', { name: /premium \(%\)/i });
    await user.clear(percent);
    await user.type(percent, '150');
    const days = screen.getByRole('textbox', { name: /days ahead/i });
    await user.clear(days);
    await user.type(days, '-5');
    await user.tab();
    expect(percent).toHaveValue('150');
    expect(days).toHaveValue('-5');
    await user.click(await screen.findByRole('checkbox', { name: 'Harbour flat' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(pricingRuleMessages.premium)).toBeInTheDocument();
    expect(screen.getByText(pricingRuleMessages.farOutDays)).toBeInTheDocument();
    expect(percent).toHaveValue('150');
    expect(bodiesSent(fetchMock, 'POST /api/pricing-rules')).toEqual([]);
  });

  it('refuses a 0% discount with its message: clicking Add rule does not turn it into 1%', async () => {
    const { user, percent } = await typeLastMinute('0', '3');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(pricingRuleMessages.percentZero)).toBeInTheDocument();
    expect(percent).toHaveValue('0');
    expect(bodiesSent(fetchMock, 'POST /api/pricing-rules')).toEqual([]);
  });

  it('shows the server’s message on the field it refused', async () => {
    server([], () => json(422, { message: 'Invalid', errors: { kind: [pricingRuleMessages.limit] } }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('No rules yet.');
    await user.click(await screen.findByRole('checkbox', { name: 'Harbour flat' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(pricingRuleMessages.limit)).toBeInTheDocument();
  });

  it('shows a refusal without fields, or a dropped connection, in one alert above Save', async () => {
    server([], () => json(409, { message: 'A rule like this exists already' }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('No rules yet.');
    await user.click(await screen.findByRole('checkbox', { name: 'Harbour flat' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A rule like this exists already');

    server([], () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
  });

  it('asks before deleting a rule', async () => {
    server([pricingRule({})]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Arrivals within 7 days: 15% off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('rule-7')).not.toBeInTheDocument());
  });
});
