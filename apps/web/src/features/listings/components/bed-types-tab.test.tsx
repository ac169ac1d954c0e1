import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, requestsSent, stubFetch } from '../../../test-render.tsx';
import { renderListingTab } from '../test-listing-form.tsx';
import { BedTypesTab } from './bed-types-tab.tsx';

const fetchMock = stubFetch(async (url) => {
  const path = new URL(String(url), 'http://localhost').pathname;
  return json(200, { data: path === '/api/list/bed-types' ? [{ id: 1, name: 'Double bed' }] : [] });
});

async function chooseBed(room: string, quantity: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Bed type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Double bed' }));
  await userEvent.type(screen.getByLabelText('Room number'), room);
  const count = screen.getByLabelText('Quantity');
  await userEvent.clear(count);
  await userEvent.type(count, quantity);
  await userEvent.tab();
}

// Mantine's NumberInput cuts a number out of min/max to the bound on blur: room 400 would be added as room 100.
describe('BedTypesTab', { timeout: 30_000 }, () => {
  it('keeps room 400 and 80 beds as typed and adds no bed, naming each range', async () => {
    const form = renderListingTab(<BedTypesTab />, {}, 'test');
    await chooseBed('400', '80');
    expect(screen.getByLabelText('Room number')).toHaveValue('400');
    expect(screen.getByLabelText('Quantity')).toHaveValue('80');
    await userEvent.click(screen.getByRole('button', { name: 'Add bed' }));
    expect(await screen.findByText('Room number must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be a whole number from 1 to 50')).toBeInTheDocument();
    expect(screen.getByLabelText('Room number')).toHaveValue('400');
    expect(form.getValues('rooms')).toEqual([]);
    expect(requestsSent(fetchMock).filter((r) => !r.startsWith('GET '))).toEqual([]);
  });

  it('adds a bed in range and forgets the refusal', async () => {
    const form = renderListingTab(<BedTypesTab />, {}, 'test');
    await chooseBed('400', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add bed' }));
    expect(await screen.findByText('Room number must be a whole number from 1 to 100')).toBeInTheDocument();
    const room = screen.getByLabelText('Room number');
    await userEvent.clear(room);
    await userEvent.type(room, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add bed' }));
    expect(form.getValues('rooms')).toEqual([{ bed_type_id: 1, room_number: 4, quantity: 2 }]);
    expect(screen.queryByText(/must be a whole number/)).toBeNull();
  });
});
