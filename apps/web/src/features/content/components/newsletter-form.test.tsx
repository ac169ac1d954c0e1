import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const fetchMock = stubFetch();

const renderForm = () => renderWithProviders(<NewsletterForm />);

afterEach(() => vi.useRealTimers());

describe('newsletter form', () => {
  it('keeps Subscribe disabled while the field is empty', async () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('keeps Subscribe disabled while "Please provide valid email" shows, and enables it once the address is valid', async () => {
    renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await userEvent.type(input, 'reader@example');
    expect(await screen.findByText('Please provide valid email', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.type(input, '.com');
    await waitFor(() => expect(screen.queryByText('Please provide valid email')).toBeNull(), {
      timeout: 5000,
    });
    expect(button).toBeEnabled();
  });

  it('validates 600 ms after typing stops, with its messages', async () => {
    renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'nope');
    expect(screen.queryByText('Please provide valid email')).toBeNull();
    expect(await screen.findByText('Please provide valid email', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.clear(input);
    expect(await screen.findByText('Email field is required', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message for a blocked e-mail and keeps the value', async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'Invalid', errors: { email: ['Email is blocked'] } }));
    renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'spam@blocked.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is blocked')).toBeInTheDocument();
    expect(input).toHaveValue('spam@blocked.test');
  });

  it('on success clears the field and thanks the reader for 8 seconds', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'Thank you for subscribing!' }));
    renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'Reader@Example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByText('Please check your inbox and confirm your address.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/subscribe')).toEqual([{ email: 'reader@example.com' }]);
    act(() => {
      vi.advanceTimersByTime(7900);
    });
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByText('Thank you for subscribing!')).toBeNull());
  });
});
