import { automationMessages, type MessageTemplate } from '@innkeep/contract/message-templates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { AutomationEditor } from './automation-editor.tsx';

const fetchMock = stubFetch(async () => json(200, { data: [] }));

const template: MessageTemplate = {
  id: 4,
  name: 'Door code',
  body: 'Your door code is {door_code}.',
  placeholders: ['door_code'],
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
};

// Mantine's NumberInput cuts a number above max to max on blur: 1000 hours would be saved as 720.
describe('AutomationEditor', { timeout: 30_000 }, () => {
  it('keeps 1000 hours as typed and refuses it with the range, sending nothing', async () => {
    renderWithProviders(
      <AutomationEditor automation={null} templates={[template]} onDone={() => undefined} />,
      {
        env: 'test',
      },
    );
    const hours = screen.getByRole('textbox', { name: /hours/i });
    await userEvent.clear(hours);
    await userEvent.type(hours, '1000');
    await userEvent.tab();
    expect(hours).toHaveValue('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    expect(await screen.findByText(automationMessages.offsetInvalid)).toBeInTheDocument();
    expect(hours).toHaveValue('1000');
    expect(requestsSent(fetchMock).filter((r) => !r.startsWith('GET '))).toEqual([]);
  });
});
