import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test-render.tsx';
import { sessionUser } from '../../../test-replies.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';
import SignUpPage from './sign-up-page.tsx';

/** The sign-up and forgot-password pages opened by someone already signed in. */
const maria = sessionUser({ email: 'maria@example.com' });
afterEach(() => clearSession());

describe('a signed-in host on the sign-up page', () => {
  it('goes to the dashboard, as sign-in would, instead of a form that would replace the session', async () => {
    setSession('token-1', maria);
    renderWithProviders(<SignUpPage />, {
      route: '/sign_up',
      routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
    });
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).toBeNull();
  });

  it('follows an invitation’s next path back to it', async () => {
    setSession('token-1', maria);
    renderWithProviders(<SignUpPage />, {
      route: '/sign_up',
      at: '/sign_up?next=%2Fteam%2Faccept%3Ftoken%3Dabc',
      routes: [{ path: '/team/accept', element: <p>Invitation</p> }],
    });
    expect(await screen.findByText('Invitation')).toBeInTheDocument();
  });

  it('shows the form to a visitor', () => {
    renderWithProviders(<SignUpPage />, { route: '/sign_up' });
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText(/List your property/)).toBeInTheDocument();
  });

  it('tells an invited visitor they join a team, not that they list a property', () => {
    renderWithProviders(<SignUpPage />, {
      route: '/sign_up',
      at: '/sign_up?next=%2Fteam%2Faccept%3Ftoken%3Dabc&email=nina%40example.com',
    });
    expect(screen.getByText('Then accept the host’s invitation to their team.')).toBeInTheDocument();
    expect(screen.queryByText(/List your property/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('nina@example.com');
  });
});

describe('a signed-in host on the forgot-password page', () => {
  it('is pointed to the account page, and can still ask for a link', () => {
    setSession('token-1', maria);
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot_password' });
    const notice = screen.getByTestId('signed-in-notice');
    expect(notice).toHaveTextContent('You are signed in as maria@example.com');
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('says nothing of it to a visitor', () => {
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot_password' });
    expect(screen.queryByTestId('signed-in-notice')).toBeNull();
  });
});
