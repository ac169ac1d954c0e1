import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearExpiredSession, keepingDraft } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test-render.tsx';
import SignInPage from './sign-in-page.tsx';

/** docs/requirements/host.md#R-H13: on a phone the session-expired notice is the first thing in view. */
afterEach(() => sessionStorage.clear());

describe('the sign-in page after the session expired', () => {
  it('says so above the heading, before the form, and that signing in returns to the page', () => {
    clearExpiredSession();
    renderWithProviders(<SignInPage />, { route: '/sign_in', at: '/sign_in?next=%2Flistings' });
    const notice = screen.getByTestId('session-expired');
    expect(notice).toHaveTextContent('Your session expired');
    expect(notice).toHaveTextContent('you go back to the page you were on');
    const heading = screen.getByRole('heading', { name: 'Sign in', level: 1 });
    // The notice comes first in the page, so at the top of the viewport.
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('promises nothing about typing when no open form kept a draft (the account page, a list)', () => {
    clearExpiredSession();
    renderWithProviders(<SignInPage />, { route: '/sign_in', at: '/sign_in?next=%2Fuser' });
    const notice = screen.getByTestId('session-expired');
    expect(notice).toHaveTextContent('you go back to the page you were on');
    expect(notice).not.toHaveTextContent('What you were typing was kept');
  });

  it('says that what was typed was kept when a form that keeps a draft was open', () => {
    const closeForm = keepingDraft();
    clearExpiredSession();
    closeForm();
    renderWithProviders(<SignInPage />, { route: '/sign_in', at: '/sign_in?next=%2Fedit_listing%2F4' });
    expect(screen.getByTestId('session-expired')).toHaveTextContent('What you were typing was kept');
  });

  it('says nothing of it on an ordinary sign-in', () => {
    renderWithProviders(<SignInPage />, { route: '/sign_in' });
    expect(screen.getByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('session-expired')).toBeNull();
  });
});
