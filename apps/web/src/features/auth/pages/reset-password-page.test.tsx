import { authMessages } from '@innkeep/contract/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, setSession } from '../../../lib/session.ts';
import { answerBy, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { sessionUser } from '../../../test-replies.ts';
import ResetPasswordPage from './reset-password-page.tsx';
import SignInPage from './sign-in-page.tsx';

const fetchMock = stubFetch();
const maria = sessionUser({ email: 'maria@example.com' });

async function resetOnThisBrowser(email: string) {
  fetchMock.mockImplementation(
    answerBy({
      'POST /api/reset-password/check': () => json(200, { message: authMessages.resetTokenLive }),
      'POST /api/reset-password': () => json(200, { message: authMessages.passwordReset }),
    }),
  );
  renderWithProviders(<ResetPasswordPage />, {
    route: '/reset-password',
    at: `/reset-password?${new URLSearchParams({ token: 'tok-123', email })}`,
    routes: [
      { path: '/sign_in', element: <SignInPage /> },
      { path: '/dashboard', element: <p>Maria's dashboard</p> },
    ],
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), 'brand-new-pass');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pass');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the reset-password page on a browser where someone is signed in', { timeout: 30_000 }, () => {
  afterEach(() => clearSession());

  it('says the password was reset and offers sign-in, not the old session (the same account)', async () => {
    setSession('tok', maria);
    await resetOnThisBrowser('maria@example.com');
    expect(await screen.findByText(authMessages.passwordReset)).toBeInTheDocument();
    expect(screen.queryByText("Maria's dashboard")).toBeNull();
    // The reset ended every session of the account: this browser forgets its dead token.
    expect(getToken()).toBeNull();
  });

  it("says the password was reset for the account of the link, not open another account's dashboard", async () => {
    setSession('tok', maria);
    await resetOnThisBrowser('carla@example.com');
    expect(await screen.findByText(authMessages.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('carla@example.com');
    expect(screen.queryByText("Maria's dashboard")).toBeNull();
  });
});
