import { contentMessages } from '@innkeep/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-render.tsx';
import ContactPage from './contact-page.tsx';

describe('the contact page', () => {
  it('promises the answer time the confirmation e-mail gives', () => {
    renderWithProviders(<ContactPage />, { route: '/contact_us' });
    expect(screen.getByText(/Write to us and we will answer by e-mail/)).toHaveTextContent(
      `we will answer by e-mail, ${contentMessages.contactReplyTime}.`,
    );
  });
});
