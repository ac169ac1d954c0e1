import { teamMessages } from '@innkeep/contract/team';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, setSession } from '../../../lib/session.ts';
import { useFinishLogout } from '../../../lib/use-logout.ts';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { sessionUser } from '../../../test-replies.ts';
import AcceptInvitationPage from './accept-invitation-page.tsx';

const fetchMock = stubFetch();
const other = sessionUser({ email: 'other@example.com' });

function Page() {
  useFinishLogout();
  return <AcceptInvitationPage />;
}

describe('AcceptInvitationPage', { timeout: 30_000 }, () => {
  afterEach(() => clearSession());

  it('signed in with another address: says where the link was sent and signs out back to the invitation', async () => {
    setSession('tok', other);
    fetchMock.mockImplementation(
      answerBy({
        'POST /api/team/accept': () =>
          json(409, { error: teamMessages.otherAddress('sam@example.com'), code: 'CONFLICT' }),
        'POST /api/logout': () => json(204, null),
      }),
    );
    renderWithProviders(<Page />, { route: '/team/accept', at: '/team/accept?token=abc' });
    const user = userEvent.setup();
    expect(screen.getByText('other@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText(teamMessages.otherAddress('sam@example.com'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign_in?${new URLSearchParams({ next: '/team/accept?token=abc' })}`,
    );
    expect(getToken()).toBeNull();
    expect(screen.queryByText(teamMessages.otherAddress('sam@example.com'))).not.toBeInTheDocument();
    expect(requestsSent(fetchMock)).toContain('POST /api/logout');
  });

  it('names the invited address and carries it to sign-up and sign-in, which fill it in', async () => {
    const invitation = '/team/accept?token=abc&email=sam%40example.com';
    renderWithProviders(<Page />, { route: '/team/accept', at: invitation });
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const carried = new URLSearchParams({
      next: '/team/accept?token=abc&email=sam%40example.com',
      email: 'sam@example.com',
    });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/sign_up?${carried}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign_in?${carried}`);
  });

  it('shows no words from a link that are not an e-mail address (a crafted link cannot write the page)', () => {
    const crafted = 'Call +1 555 0100 to claim your payout';
    renderWithProviders(<Page />, {
      route: '/team/accept',
      at: `/team/accept?${new URLSearchParams({ token: 'abc', email: crafted })}`,
    });
    expect(screen.getByText(/Create an account or sign in to accept the invitation/)).toBeInTheDocument();
    expect(screen.queryByText(crafted)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/sign_up?${new URLSearchParams({ next: '/team/accept?token=abc' })}`,
    );
  });

  it('signed in with another address than the invited one: says so before anything is sent', async () => {
    setSession('tok', other);
    renderWithProviders(<Page />, {
      route: '/team/accept',
      at: '/team/accept?token=abc&email=sam%40example.com',
    });
    expect(screen.getByText(/only that account can accept it/)).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(requestsSent(fetchMock)).toEqual([]);
  });

  it('signed in with another address than the invited one: offers the way out, not an Accept that must fail', async () => {
    setSession('tok', other);
    fetchMock.mockImplementation(answerBy({ 'POST /api/logout': () => json(204, null) }));
    const invitation = '/team/accept?token=abc&email=sam%40example.com';
    renderWithProviders(<Page />, { route: '/team/accept', at: invitation });
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign_in?${new URLSearchParams({ next: invitation, email: 'sam@example.com' })}`,
    );
    expect(getToken()).toBeNull();
    expect(requestsSent(fetchMock)).toEqual(['POST /api/logout']);
  });
});
