import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { DepositClaimForm } from './deposit-claim-form.tsx';

const fetchMock = stubFetch();

// The form reads the stay's id, currency and deposit only.
const detail = {
  id: 129,
  currency: 'ZAR',
  deposit: {
    state: 'available',
    amount: 1000,
    claimed: 0,
    failure: null,
    claim_opens: '2026-11-28',
    claim_closes: '2026-12-04',
    claimable: true,
  },
} as unknown as ReservationDetail;

describe('DepositClaimForm', () => {
  it('asks for the amount in the words and currency the host types it in, sending nothing', async () => {
    renderWithProviders(<DepositClaimForm detail={detail} />, { env: 'test' });
    await userEvent.type(screen.getByLabelText('Reason (sent to the guest)'), 'A broken lamp in the hall');
    await userEvent.click(screen.getByRole('button', { name: 'Send the claim to the guest' }));
    expect(await screen.findByText('Enter the amount to claim, up to R 1,000')).toBeInTheDocument();
    expect(screen.queryByText(/cents/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses more than the deposit instead of sending the claim for the deposit', async () => {
    renderWithProviders(<DepositClaimForm detail={detail} />, { env: 'test' });
    await userEvent.type(screen.getByLabelText('Amount to claim'), '5000');
    await userEvent.type(screen.getByLabelText('Reason (sent to the guest)'), 'A broken lamp in the hall');
    await userEvent.click(screen.getByRole('button', { name: 'Send the claim to the guest' }));
    expect(await screen.findByText('Enter the amount to claim, up to R 1,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to claim')).toHaveValue('R5000');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
