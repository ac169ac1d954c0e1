import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { sessionUser } from '../../../test-replies.ts';
import { ProfileForm } from './profile-form.tsx';

const fetchMock = stubFetch();
const user = sessionUser({ id: 7, first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' });

const renderForm = () => renderWithProviders(<ProfileForm user={user} />);

describe('profile form', () => {
  it('asks for the current password only when the e-mail changes, and says a link was sent', async () => {
    renderForm();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.com');
    const password = screen.getByLabelText(/Current password/);
    await userEvent.type(password, 'my-password');
    const message = 'Your details have been saved. We sent a link to ana.new@example.com.';
    fetchMock.mockResolvedValue(json(200, { data: user, message, pending_email: 'ana.new@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(bodiesSent(fetchMock, 'PUT /api/me')[0]).toMatchObject({
      email: 'ana.new@example.com',
      current_password: 'my-password',
    });
    // The field shows the address in use until the link is followed.
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it('shows a wrong current password under its field', async () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.com');
    await userEvent.type(screen.getByLabelText(/Current password/), 'wrong');
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  });
});
