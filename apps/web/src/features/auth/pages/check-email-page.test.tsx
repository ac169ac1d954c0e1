import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import CheckEmailPage from './check-email-page.tsx';

stubFetch(answerBy({ 'GET /api/mail/mailbox': () => json(200, { enabled: false, url: null }) }));

describe('the check-your-e-mail page', () => {
  it('names the address the link went to and leads back to sign in', async () => {
    renderWithProviders(<CheckEmailPage />, { route: '/check', at: '/check?email=ana%40example.com' });
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign_in');
  });

  it('shows no words from a link that are not an e-mail address (a crafted link cannot write the page)', async () => {
    const crafted = 'Call +1 555 0100 to verify your account now';
    renderWithProviders(<CheckEmailPage />, {
      route: '/check',
      at: `/check?${new URLSearchParams({ email: crafted })}`,
    });
    expect(await screen.findByText(/If an account exists for that e-mail/)).toBeInTheDocument();
    expect(screen.queryByText(crafted)).toBeNull();
  });
});
