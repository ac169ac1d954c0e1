import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test-render.tsx';
import { TemplateEditor } from './template-editor.tsx';

const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.includes('/api/reservations')) return json(200, { data: [], total: 0, totals: [], listings: [] });
  if (url.endsWith('/api/message-templates') && init?.method === 'POST') {
    return json(422, {
      message: 'The given data was invalid.',
      errors: { body: ['Unknown placeholder {door_pin}: use one of the placeholders offered'] },
    });
  }
  return json(404, { error: 'Not found' });
});

describe('TemplateEditor', () => {
  it('inserts a placeholder at the cursor with its button', async () => {
    renderWithProviders(<TemplateEditor template={null} onDone={() => undefined} />, { env: 'test' });
    const message = screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Hi , welcome' } });
    message.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Guest first name' }));
    expect(message.value).toBe('Hi {guest_first_name}, welcome');
  });

  it('names an unknown placeholder under the message before sending anything', async () => {
    renderWithProviders(<TemplateEditor template={null} onDone={() => undefined} />, { env: 'test' });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Arrival' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Code {door_pin}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText('Unknown placeholder {door_pin}: use one of the placeholders offered'),
    ).toBeVisible();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  });
});
