import type { GuestDepositClaim } from '@innkeep/contract/deposit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { ClaimAnswer } from './claim-answer.tsx';

const claim: GuestDepositClaim = {
  listing_name: 'Alfama loft',
  amount: 120,
  currency: 'EUR',
  reason: 'A broken lamp',
  status: 'awaiting_answer',
  photos: [],
  answer_by: '2027-03-04T10:00:00.000Z',
  time_zone: 'Asia/Tokyo',
  objection: null,
  decision_note: null,
  client_secret: null,
  message: null,
};

const fetchMock = stubFetch();
const ANSWER = 'POST /api/bookings/reservation/abc/deposit-claim/answer';

async function accept() {
  renderWithProviders(<ClaimAnswer hash="abc" claim={claim} onAnswered={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: /Accept: charge/ }));
  return screen.findByRole('alert');
}

describe('the answer time', () => {
  it("is written on the listing's clock", () => {
    renderWithProviders(<ClaimAnswer hash="abc" claim={claim} onAnswered={() => undefined} />);
    expect(screen.getByTestId('claim-answer-by')).toHaveTextContent('Mar 4, 2027, 19:00 Tokyo time');
  });
});

describe('a refused answer to a deposit claim', () => {
  it("shows the server's message as it sent it", async () => {
    fetchMock.mockImplementation(
      answerBy({ [ANSWER]: () => json(409, { error: 'The time to answer has passed', code: 'CONFLICT' }) }),
    );
    expect(await accept()).toHaveTextContent('The time to answer has passed');
  });
});
