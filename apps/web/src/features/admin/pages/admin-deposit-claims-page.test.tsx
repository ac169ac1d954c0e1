import type { AdminDepositClaim } from '@innkeep/contract/deposit-claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import AdminDepositClaimsPage from './admin-deposit-claims-page.tsx';

const fetchMock = stubFetch();

const claim = (id: number, stage: AdminDepositClaim['stage']): AdminDepositClaim => ({
  id,
  reservation_id: 40 + id,
  amount: 120,
  currency: 'EUR',
  reason: 'A broken lamp',
  photos: [],
  status: stage === 'objected' ? 'objected' : 'upheld',
  stage,
  answer_by: '2027-03-20T12:00:00.000Z',
  time_zone: 'Europe/Lisbon',
  answered_at: null,
  objection: null,
  decision_note: null,
  failure: null,
  refunded: 0,
  refund_reason: null,
  payout_held_until: null,
  created_at: '2027-03-15T12:00:00.000Z',
  listing_name: `Flat ${id}`,
  guest_name: 'Zélia Quaresma',
  guest_email: 'zelia@example.com',
  host_name: 'Maria',
  start_date: '2027-03-10',
  end_date: '2027-03-13',
});

describe('AdminDepositClaimsPage', { timeout: 30_000 }, () => {
  it("names each claim's stage in words, as the host's drawer does, not by its code", async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/admin/deposit-claims': (req) =>
          json(200, {
            data:
              req.url.searchParams.get('status') === 'all'
                ? [claim(1, 'awaiting_bank'), claim(2, 'awaiting_answer'), claim(3, 'objected')]
                : [claim(3, 'objected')],
          }),
      }),
    );
    renderWithProviders(<AdminDepositClaimsPage />, { route: '/admin/deposit-claims' });
    expect(await screen.findByText('The guest objected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All claims' }));
    await screen.findByText('Waiting for the guest’s bank');
    const stages = screen
      .getAllByTestId('admin-claim')
      .map((card) => within(card).getByText(/^(Waiting|The guest)/).textContent);
    expect(stages).toEqual([
      'Waiting for the guest’s bank',
      'Waiting for the guest’s answer',
      'The guest objected',
    ]);
    expect(screen.queryByText(/awaiting/)).toBeNull();
  });

  it('says why a refunded claim was refunded', async () => {
    const refunded = {
      ...claim(4, 'refunded'),
      refunded: 120,
      refund_reason: 'The lamp was already broken.',
    };
    fetchMock.mockImplementation(
      answerBy({ 'GET /api/admin/deposit-claims': () => json(200, { data: [refunded] }) }),
    );
    renderWithProviders(<AdminDepositClaimsPage />, { route: '/admin/deposit-claims' });
    const card = await screen.findByTestId('admin-claim');
    expect(card).toHaveTextContent('Refund reason: “The lamp was already broken.”');
  });

  it('charges the guest only once the admin confirms the uphold, and Cancel sends nothing', async () => {
    fetchMock.mockImplementation(
      answerBy({
        'GET /api/admin/deposit-claims': () => json(200, { data: [claim(3, 'objected')] }),
        'POST /api/admin/deposit-claims/3/decision': () =>
          json(200, { message: 'Claim upheld: the guest is charged €120.', data: claim(3, 'charged') }),
      }),
    );
    renderWithProviders(<AdminDepositClaimsPage />, { route: '/admin/deposit-claims' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Your note/ }),
      'The photos show a new stain.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Uphold: charge €120' }));
    const asked = await screen.findByRole('dialog', { name: 'Uphold the claim and charge €120?' });
    expect(asked).toHaveTextContent("Zélia Quaresma's card is charged €120 now");
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(fetchMock, 'POST /api/admin/deposit-claims/3/decision')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Uphold: charge €120' }));
    const again = await screen.findByRole('dialog', { name: 'Uphold the claim and charge €120?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Charge €120' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, 'POST /api/admin/deposit-claims/3/decision')).toEqual([
      { decision: 'uphold', note: 'The photos show a new stain.' },
    ]);
  });
});
