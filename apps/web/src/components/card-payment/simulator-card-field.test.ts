import { cvcProblem, expiryProblem } from './simulator-card-field.tsx';

describe('the TEST MODE card field’s expiry and CVC (docs/requirements/public.md#R-P7)', () => {
  const now = new Date(2026, 10, 27); // November 2026

  it('refuses a missing, malformed or past expiry', () => {
    expect(expiryProblem('', now)).toBe("Enter the card's expiry date (MM / YY).");
    expect(expiryProblem('13 / 29', now)).toBe('Enter the expiry date as MM / YY, e.g. 08 / 29.');
    expect(expiryProblem('1', now)).toBe('Enter the expiry date as MM / YY, e.g. 08 / 29.');
    expect(expiryProblem('10 / 26', now)).toBe(
      'This card has expired. Use a card with a future expiry date.',
    );
    expect(expiryProblem('12 / 25', now)).toBe(
      'This card has expired. Use a card with a future expiry date.',
    );
  });

  it('accepts the current month (valid through its last day) and later', () => {
    expect(expiryProblem('11 / 26', now)).toBeNull();
    expect(expiryProblem('01 / 27', now)).toBeNull();
  });

  it('wants a 3- or 4-digit CVC', () => {
    expect(cvcProblem('')).not.toBeNull();
    expect(cvcProblem('12')).not.toBeNull();
    expect(cvcProblem('123')).toBeNull();
    expect(cvcProblem('1234')).toBeNull();
  });
});
