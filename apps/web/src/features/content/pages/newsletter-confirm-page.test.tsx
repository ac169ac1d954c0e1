import { contentMessages } from '@innkeep/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerBy, bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import NewsletterConfirmPage from './newsletter-confirm-page.tsx';

// The newsletter's confirmation link: the page posts its token once as it opens (a mail scanner's GET confirms
// nothing) and says what the server answered.
const fetchMock = stubFetch();

const openAt = (at: string) =>
  renderWithProviders(<NewsletterConfirmPage />, { route: '/newsletter/confirm', at, env: 'test' });

const answerConfirm = (status: number, body: unknown) =>
  fetchMock.mockImplementation(answerBy({ 'POST /api/newsletter/confirm': () => json(status, body) }));

describe('NewsletterConfirmPage', { timeout: 30_000 }, () => {
  it('posts the link’s token and says the sign-up is confirmed', async () => {
    answerConfirm(200, { message: 'Your subscription is confirmed.' });
    openAt('/newsletter/confirm?token=abc123');
    expect(await screen.findByText('Your subscription is confirmed.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/newsletter/confirm')).toEqual([{ token: 'abc123' }]);
  });

  it('says the link is invalid without a token, and asks the server nothing', async () => {
    openAt('/newsletter/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(contentMessages.confirmLinkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and how to get a new link', async () => {
    answerConfirm(404, { error: 'This link has expired.', code: 'NOT_FOUND' });
    openAt('/newsletter/confirm?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Subscribe again from the home page to get a new link.',
    );
    expect(screen.queryByText('Confirming…')).toBeNull();
  });

  it('ends a refusal without a full stop before saying how to get a new link (a cut-off link)', async () => {
    answerConfirm(422, {
      message: 'The given data was invalid.',
      errors: { token: [contentMessages.linkMalformed] },
    });
    openAt('/newsletter/confirm?token=cut');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Subscribe again from the home page to get a new link.',
    );
  });
});
