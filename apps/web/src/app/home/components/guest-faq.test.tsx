import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-render.tsx';
import { GuestFaq } from './guest-faq.tsx';

describe('the guest FAQ', () => {
  it('says the price includes the city tax that Lisbon, Porto and Barcelona stays add to the total (decision 0048)', () => {
    renderWithProviders(<GuestFaq />, { route: '/' });
    const answer = screen.getByText('What does the price include?').closest('details');
    expect(answer).toHaveTextContent(/tourist or city tax where the listing charges one/);
  });
});
