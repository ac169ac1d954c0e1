import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import { ReservationMoney } from './reservation-money.tsx';

// A stay whose host's damage claim was charged: the stay's payment and payout, the claim's payment and payout.
const detail = {
  currency: 'ZAR',
  payments: [
    {
      id: 1,
      kind: 'stay',
      status: 'succeeded',
      amount: 8300,
      captured: 0,
      refunded: 0,
      created_at: '2026-12-01T02:43:00Z',
    },
    {
      id: 2,
      kind: 'deposit_claim',
      status: 'succeeded',
      amount: 450.5,
      captured: 0,
      refunded: 0,
      created_at: '2026-12-01T02:59:00Z',
    },
  ],
  payouts: [
    {
      kind: 'stay',
      amount: 7802,
      fee: 498,
      status: 'scheduled',
      scheduled_for: '2026-11-25T16:00:00Z',
      paid_at: null,
      reversed_at: null,
      owed: 0,
    },
    {
      kind: 'deposit_claim',
      amount: 423.47,
      fee: 27.03,
      status: 'scheduled',
      scheduled_for: '2027-02-04T02:59:00Z',
      paid_at: null,
      reversed_at: null,
      owed: 0,
    },
  ],
  refunds: [],
} as unknown as ReservationDetail;

describe('ReservationMoney', () => {
  it('names the damage claim in words, its payment and its payout apart from the stay’s', () => {
    renderWithProviders(<ReservationMoney detail={detail} />, { env: 'test' });
    const payments = screen.getAllByTestId('payment-line').map((l) => l.textContent);
    expect(payments[1]).toContain('Damage claim · R\u00a0450.50');
    expect(payments.join(' ')).not.toContain('deposit_claim');
    const payouts = screen.getAllByTestId('payout-line').map((l) => l.textContent);
    expect(payouts[0]).toContain('Payout to you · R\u00a07,802');
    expect(payouts[1]).toContain('Payout of the damage claim to you · R\u00a0423.47');
  });

  it('a payout ended before any transfer reads cancelled, not paid; one taken back after it was paid, reversed', () => {
    const payout = detail.payouts[0]!;
    const ended = (over: Partial<typeof payout>) =>
      ({ ...detail, payouts: [{ ...payout, amount: 0, status: 'reversed', ...over }] }) as ReservationDetail;
    const { unmount } = renderWithProviders(
      <ReservationMoney detail={ended({ reversed_at: '2026-11-20T10:00:00Z' })} />,
      { env: 'test' },
    );
    const cancelled = screen.getByTestId('payout-line').textContent;
    expect(cancelled).toMatch(/cancelled Nov 20, 2026, not paid/);
    expect(cancelled).not.toMatch(/reversed/);
    unmount();
    renderWithProviders(
      <ReservationMoney
        detail={ended({ paid_at: '2026-11-26T10:00:00Z', reversed_at: '2026-11-28T10:00:00Z' })}
      />,
      { env: 'test' },
    );
    expect(screen.getByTestId('payout-line').textContent).toMatch(
      /reversed Nov 28, 2026 \(paid Nov 26, 2026\)/,
    );
  });

  it("names the card processing a guest's cancellation kept as the guest's refund does, the platform fee as such", () => {
    // A guest cancelled in the free period: €30.03 card processing kept (decision 0089), nothing for the host.
    const payout = detail.payouts[0]!;
    const cancelled = {
      ...detail,
      currency: 'EUR',
      payouts: [
        { ...payout, amount: 0, fee: 30.03, status: 'reversed', reversed_at: '2026-11-20T10:00:00Z' },
      ],
    } as ReservationDetail;
    const { unmount } = renderWithProviders(<ReservationMoney detail={cancelled} />, { env: 'test' });
    const line = screen.getByTestId('payout-line').textContent;
    expect(line).toContain('Card processing €30.03');
    expect(line).not.toContain('Platform fee');
    unmount();
    renderWithProviders(<ReservationMoney detail={detail} />, { env: 'test' });
    expect(screen.getAllByTestId('payout-line')[0]!.textContent).toContain('Platform fee R\u00a0498');
  });
});
