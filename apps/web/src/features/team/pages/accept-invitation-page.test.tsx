import { teamMessages } from '@innkeep/contract/team';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, setSession } from '../../../lib/session.ts';
import { useFinishLogout } from '../../../lib/use-logout.ts';
import { answerBy, json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import AcceptInvitationPage from './accept-invitation-page.tsx';

const fetchMock = stubFetch();
const other = { id: 4, email: 'other@example.com', first_name: 'Olly', last_name: 'Other', is_admin: false };

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
});
